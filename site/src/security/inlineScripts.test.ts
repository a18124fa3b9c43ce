/** @jest-environment node */
import {createHash} from 'node:crypto'
import vm from 'node:vm'

import {getTurbopackChunkGroupBootstrap} from 'next/dist/server/get-page-files'

import {BOOTSTRAP_DATA_ID, BOOTSTRAP_LOADER, BOOTSTRAP_LOADER_HASH, bootstrapData} from './inlineScripts'

const manifest = {
  chunkLoadingGlobal: 'TURBOPACK',
  pagesChunkGroupBootstrapParams: {
    '/_app': {otherChunks: ['static/chunks/app.js'], runtimeModuleIds: [1]},
    '/': {otherChunks: ['static/chunks/home.js'], runtimeModuleIds: [2]},
    '/blog/[postId]': {otherChunks: ['static/chunks/post.js', 'static/chunks/post.css'], runtimeModuleIds: [3]},
  },
}

/** What a script leaves on the runtime's queue, run in a page whose JSON block holds `data`. */
function queueAfter(script: string, data: string | null): unknown {
  const context: Record<string, unknown> = {
    JSON,
    document: {getElementById: (id: string) => (id === BOOTSTRAP_DATA_ID && data !== null ? {textContent: data} : null)},
  }
  context.globalThis = context
  vm.runInNewContext(script, context)
  return JSON.parse(JSON.stringify(context.TURBOPACK))
}

describe('the pages’ one inline script', () => {
  it('leaves the runtime the queue Next’s own bootstrap would, for any page', () => {
    for (const page of ['/', '/blog/[postId]', '/_app']) {
      const nextScript = getTurbopackChunkGroupBootstrap(manifest.pagesChunkGroupBootstrapParams, 'TURBOPACK', page === '/_app' ? [page] : ['/_app', page])!
      expect(queueAfter(BOOTSTRAP_LOADER, bootstrapData(manifest, page))).toEqual(queueAfter(nextScript, null))
    }
  })

  it('is the same text in every build and page, so the policy names one constant hash', () => {
    expect(BOOTSTRAP_LOADER).not.toMatch(/static\/chunks|"TURBOPACK"/)
    expect(BOOTSTRAP_LOADER_HASH).toBe(`sha256-${createHash('sha256').update(BOOTSTRAP_LOADER).digest('base64')}`)
  })

  it('reads data escaped as Next escapes its own, so no chunk name can close the block', () => {
    const data = bootstrapData({chunkLoadingGlobal: 'TURBOPACK', pagesChunkGroupBootstrapParams: {'/_app': {note: '</script>&'}}}, '/')!
    expect(data).not.toMatch(/[<>&]/)
    expect(queueAfter(BOOTSTRAP_LOADER, data)).toEqual([{note: '</script>&'}])
  })

  it('has no data for a build without an inline bootstrap (webpack, development)', () => {
    expect(bootstrapData({}, '/')).toBeNull()
  })
})
