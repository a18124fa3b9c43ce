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

interface FakePage {
  readyState: 'loading' | 'interactive'
  visibilityState: 'visible' | 'hidden'
}

/** Runs `script` in a fake page whose JSON block holds `data`; timers and frames run only when told to. */
function runInPage(
  script: string,
  data: string | null,
  page: FakePage = {readyState: 'interactive', visibilityState: 'visible'},
) {
  const appended: {src: string; async: boolean}[] = []
  const pending: {frames: (() => void)[]; timers: (() => void)[]; parsed: (() => void)[]} = {
    frames: [],
    timers: [],
    parsed: [],
  }
  const context: Record<string, unknown> = {
    JSON,
    requestAnimationFrame: (callback: () => void) => pending.frames.push(callback),
    setTimeout: (callback: () => void) => pending.timers.push(callback),
    document: {
      ...page,
      getElementById: (id: string) => (id === BOOTSTRAP_DATA_ID && data !== null ? {textContent: data} : null),
      addEventListener: (type: string, callback: () => void) =>
        type === 'DOMContentLoaded' && pending.parsed.push(callback),
      createElement: () => ({src: '', async: true}),
      head: {appendChild: (element: {src: string; async: boolean}) => appended.push({...element})},
    },
  }
  context.globalThis = context
  vm.runInNewContext(script, context)
  const drain = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback())
  return {
    queue: () => JSON.parse(JSON.stringify(context.TURBOPACK)) as unknown,
    appended,
    parse: () => drain(pending.parsed),
    paint: () => drain(pending.frames),
    runTimers: () => drain(pending.timers),
  }
}

/** What a script leaves on the runtime's queue, run in a page whose JSON block holds `data`. */
const queueAfter = (script: string, data: string | null) => runInPage(script, data).queue()

const SCRIPTS = ['/_next/static/chunks/app.js', '/_next/static/chunks/home.js']

describe('the pages’ one inline script', () => {
  it('leaves the runtime the queue Next’s own bootstrap would, for any page', () => {
    for (const page of ['/', '/blog/[postId]', '/_app']) {
      const nextScript = getTurbopackChunkGroupBootstrap(
        manifest.pagesChunkGroupBootstrapParams,
        'TURBOPACK',
        page === '/_app' ? [page] : ['/_app', page],
      )!
      expect(queueAfter(BOOTSTRAP_LOADER, bootstrapData(manifest, page, SCRIPTS))).toEqual(queueAfter(nextScript, null))
    }
  })

  it('is the same text in every build and page, so the policy names one constant hash', () => {
    expect(BOOTSTRAP_LOADER).not.toMatch(/static\/chunks|"TURBOPACK"/)
    expect(BOOTSTRAP_LOADER_HASH).toBe(`sha256-${createHash('sha256').update(BOOTSTRAP_LOADER).digest('base64')}`)
  })

  it('reads data escaped as Next escapes its own, so no chunk name can close the block', () => {
    const data = bootstrapData(
      {chunkLoadingGlobal: 'TURBOPACK', pagesChunkGroupBootstrapParams: {'/_app': {note: '</script>&'}}},
      '/',
      [],
    )!
    expect(data).not.toMatch(/[<>&]/)
    expect(queueAfter(BOOTSTRAP_LOADER, data)).toEqual([{note: '</script>&'}])
  })

  it('has no data for a build without an inline bootstrap (webpack, development)', () => {
    expect(bootstrapData({}, '/', SCRIPTS)).toBeNull()
  })
})

describe('the page’s scripts', () => {
  const data = bootstrapData(manifest, '/', SCRIPTS)

  it('are added in order, not async, once the document is parsed and a frame painted', () => {
    const page = runInPage(BOOTSTRAP_LOADER, data, {readyState: 'loading', visibilityState: 'visible'})
    page.paint()
    page.runTimers()
    expect(page.appended).toEqual([])
    page.parse()
    page.paint()
    expect(page.appended).toEqual([])
    page.runTimers()
    expect(page.appended).toEqual(SCRIPTS.map((src) => ({src, async: false})))
  })

  it('are added after the next frame when the document is already parsed', () => {
    const page = runInPage(BOOTSTRAP_LOADER, data)
    expect(page.appended).toEqual([])
    page.paint()
    page.runTimers()
    expect(page.appended.map((script) => script.src)).toEqual(SCRIPTS)
  })

  it('are added at once in a hidden tab, which paints no frame', () => {
    const page = runInPage(BOOTSTRAP_LOADER, data, {readyState: 'interactive', visibilityState: 'hidden'})
    expect(page.appended.map((script) => script.src)).toEqual(SCRIPTS)
  })
})
