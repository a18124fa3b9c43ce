/** @jest-environment node */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {gzipSync} from 'node:zlib'

import {firstLoadFiles, gzipBytes} from './firstLoad.mjs'

const manifest = {
  pages: {
    '/_app': [
      'static/chunks/framework.js',
      'static/chunks/app.js',
      'static/chunks/app.css',
      'static/chunks/runtime.js',
    ],
    '/': ['static/chunks/home.js', 'static/chunks/app.css', 'static/chunks/runtime.js'],
    '/contact': ['static/chunks/contact.js', 'static/chunks/contact.css', 'static/chunks/runtime.js'],
  },
  lowPriorityFiles: ['static/BUILD/_buildManifest.js', 'static/BUILD/_ssgManifest.js'],
}

describe('firstLoadFiles', () => {
  it("is the app's, the page's and the low-priority files, scripts only, each once", () => {
    expect(firstLoadFiles(manifest, '/')).toEqual([
      'static/BUILD/_buildManifest.js',
      'static/BUILD/_ssgManifest.js',
      'static/chunks/app.js',
      'static/chunks/framework.js',
      'static/chunks/home.js',
      'static/chunks/runtime.js',
    ])
  })

  it("holds no other page's files", () => {
    expect(firstLoadFiles(manifest, '/contact')).toContain('static/chunks/contact.js')
    expect(firstLoadFiles(manifest, '/contact')).not.toContain('static/chunks/home.js')
    expect(firstLoadFiles(manifest, '/contact').some((file) => file.endsWith('.css'))).toBe(false)
  })

  it('refuses a route the build does not have', () => {
    expect(() => firstLoadFiles(manifest, '/blog')).toThrow('/blog is not in the build manifest.')
  })
})

describe('gzipBytes', () => {
  let dir
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'bench-first-load-'))
    mkdirSync(path.join(dir, 'static'))
    writeFileSync(path.join(dir, 'static/a.js'), 'console.log("a");'.repeat(50))
    writeFileSync(path.join(dir, 'static/b.js'), 'export const b = 1\n')
  })
  afterAll(() => rmSync(dir, {recursive: true, force: true}))

  it('sums each file gzipped at level 9, and reads a file once per cache', () => {
    const size = (file) => gzipSync(Buffer.from(file), {level: 9}).length
    const expected = size('console.log("a");'.repeat(50)) + size('export const b = 1\n')
    const cache = new Map()
    expect(gzipBytes(dir, ['static/a.js', 'static/b.js'], cache)).toBe(expected)
    writeFileSync(path.join(dir, 'static/a.js'), 'changed')
    expect(gzipBytes(dir, ['static/a.js', 'static/b.js'], cache)).toBe(expected)
    expect(gzipBytes(dir, ['static/a.js'])).toBe(size('changed'))
  })
})
