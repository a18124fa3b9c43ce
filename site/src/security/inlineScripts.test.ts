/** @jest-environment node */
import {createHash} from 'node:crypto'

import {bootstrapScriptHashes} from './inlineScripts'

const hash = (script: string) => `sha256-${createHash('sha256').update(script).digest('base64')}`

describe('the hashes of the framework’s inline scripts', () => {
  const manifest = {
    chunkLoadingGlobal: 'TURBOPACK',
    pagesChunkGroupBootstrapParams: {
      '/_app': {otherChunks: ['static/chunks/app.js'], runtimeModuleIds: [1]},
      '/': {otherChunks: ['static/chunks/home.js'], runtimeModuleIds: [2]},
      '/blog/[postId]': {otherChunks: ['static/chunks/post.js', 'static/chunks/post.css'], runtimeModuleIds: [3]},
    },
  }
  const push = (params: object) => `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(${JSON.stringify(params)});`
  const params = manifest.pagesChunkGroupBootstrapParams

  it('cover each page’s bootstrap: the app’s chunks, then the page’s, as <NextScript> writes them', () => {
    expect(bootstrapScriptHashes(manifest).sort()).toEqual(
      [
        hash(push(params['/_app'])),
        hash(`${push(params['/_app'])}\n${push(params['/'])}`),
        hash(`${push(params['/_app'])}\n${push(params['/blog/[postId]'])}`),
      ].sort(),
    )
  })

  it('hash the script as written in the HTML, with <, > and & escaped', () => {
    const withHtml = {chunkLoadingGlobal: 'TURBOPACK', pagesChunkGroupBootstrapParams: {'/_app': {note: '</script>&'}}}
    const escaped = push({note: '</script>&'}).replace('<', '\\u003c').replace('>', '\\u003e').replace('&', '\\u0026')
    expect(bootstrapScriptHashes(withHtml)).toEqual([hash(escaped)])
  })

  it('are none for a build without inline bootstrap (webpack, development)', () => {
    expect(bootstrapScriptHashes({})).toEqual([])
  })
})
