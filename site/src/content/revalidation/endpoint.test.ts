/** @jest-environment node */
import {Readable} from 'node:stream'
import {setTimeout as sleep} from 'node:timers/promises'

import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'

import {callRoute} from '../../../test/apiRoute'
import {fetchContent} from '../fetch'
import {revalidationQuery} from '../queries'
import {serverEnv} from '../../platform/env/server'
import revalidate from '../../pages/api/revalidate'
import {onContentChange} from './contentChanges'
import {PUBLISH_WINDOW_MS, publishWindow} from './publishWindow'
import {MAX_WAIT_S, preferredWait} from './handler'
import {MAX_BODY_BYTES} from './webhook'

jest.mock('../fetch', () => ({fetchContent: jest.fn()}))
jest.mock('../../search/algolia', () => ({algoliaWriter: () => null, syncRecord: jest.fn()}))
jest.mock('../../search/contentRecords', () => ({loadRecord: jest.fn()}))
jest.mock('../../search/multiSearch', () => ({invalidateSearchEngine: jest.fn()}))
/** The pages no visitor has requested since the build, and the build did not prerender. */
const neverGenerated = new Set<string>()
jest.mock('../../platform/isrCache/generatedPages', () => ({
  generatedPages: () => ({has: async (route: string) => !neverGenerated.has(route)}),
}))

const SECRET = 'un-secret-de-test'
const MINUTE = 60 * 1000
const DAY = 24 * 60 * MINUTE

const INDEX = {
  posts: ['a', 'b'],
  blogCategories: [{slug: 'ia', postCount: 2}],
  connectors: [],
  useCases: [],
  avatars: [],
  jobs: [],
  solutions: [],
  legalPages: [],
}
/** Who references each document, as the revalidation query answers. */
const REFERENCED_BY: Record<string, {_type: string; slug: string}[]> = {
  'author-x': [
    {_type: 'post', slug: 'a'},
    {_type: 'post', slug: 'b'},
  ],
}

/** The documents with a page of their own that a change may name as listing it, by id. */
const DOCUMENTS: Record<string, {_type: string; slug: string}> = {
  'connector-glpi': {_type: 'connector', slug: 'glpi'},
  'customerCase-chu': {_type: 'customerCase', slug: 'chu-de-valbonne'},
}

const content = jest.mocked(fetchContent)
/** Answers the content queries once `expected` of them have been asked, so the calls truly overlap. */
function answerContentTogether(expected: number) {
  let asked = 0
  let release!: () => void
  const everyoneAsked = new Promise<void>((resolve) => {
    release = resolve
  })
  content.mockImplementation((async (query: string, params: {id?: string; linked?: string[]}) => {
    asked += 1
    if (asked === expected) release()
    await everyoneAsked
    return query === revalidationQuery
      ? {
          counts: {blog: 2, useCases: 1, customerCases: 1, jobs: 1},
          referencedBy: REFERENCED_BY[params.id ?? ''] ?? [],
          linked: (params.linked ?? []).flatMap((id) => (DOCUMENTS[id] ? [DOCUMENTS[id]] : [])),
        }
      : INDEX
  }) as unknown as typeof fetchContent)
}

interface Request {
  body: string | Readable
  headers?: Record<string, string>
  method?: string
}

const request = (body: string | Readable, headers: Record<string, string> = {}, method = 'POST'): Request => ({
  body,
  headers,
  method,
})

/** A call as Sanity signs it; `prefer` as a script or a test adds it to read the regenerations' report. */
async function signed(change: object, at = Date.now(), prefer = 'wait=30'): Promise<Request> {
  const body = JSON.stringify(change)
  const signature = await encodeSignatureHeader(body, at, SECRET)
  return request(body, {
    [SIGNATURE_HEADER_NAME]: signature,
    'content-length': String(Buffer.byteLength(body)),
    ...(prefer ? {prefer} : {}),
  })
}

/** Every page any response asked Next to regenerate, in order. */
let regenerated: string[]

/** Next's own extra on the response: here it notes the page and takes a few milliseconds. */
async function regenerate(path: string) {
  regenerated.push(path)
  await sleep(5)
}

/** Sets the clock `days` ahead of now, past any publish window an earlier test opened, and returns that instant. */
function clockInDays(days: number) {
  const at = Date.now() + days * DAY
  jest.spyOn(Date, 'now').mockReturnValue(at)
  return at
}

function call(req: Request, revalidatePage: (path: string, options?: object) => Promise<void> = regenerate) {
  return callRoute(revalidate, req, (res) => Object.assign(res, {revalidate: revalidatePage}))
}

// The endpoint reads the secret from the configuration validated at import, not from process.env.
beforeEach(() => {
  jest.replaceProperty(serverEnv, 'revalidateSecret', SECRET)
  regenerated = []
  neverGenerated.clear()
  content.mockReset()
})
afterEach(() => {
  jest.restoreAllMocks()
})

describe('POST /api/revalidate', () => {
  it('regenerates each page once for a burst of calls touching overlapping documents', async () => {
    const changes = [
      {_id: 'post-a', _type: 'post', slug: 'a'},
      {_id: 'post-a', _type: 'post', slug: 'a'},
      {_id: 'post-b', _type: 'post', slug: 'b'},
      {_id: 'author-x', _type: 'author'},
      {_id: 'post-a', _type: 'post', slug: 'a'},
      {_id: 'author-x', _type: 'author'},
      {_id: 'homePage', _type: 'homePage'},
      {_id: 'post-b', _type: 'post', slug: 'b'},
    ]
    answerContentTogether(changes.length * 2)
    const requests = await Promise.all(changes.map((change) => signed(change)))
    const responses = await Promise.all(requests.map((req) => call(req)))

    expect([...regenerated].sort()).toEqual(['/', '/blog', '/blog/a', '/blog/b', '/blog/categorie/ia'])
    expect(responses.map((res) => res.statusCode)).toEqual(changes.map(() => 200))
    // Each call still reports its own pages, regenerated once for all of them.
    // An article's change reaches the categories' lists too (the index names them).
    expect(responses[0]!.body).toEqual({
      revalidated: ['/blog/a', '/blog', '/blog/categorie/ia'],
      failed: [],
      notGenerated: [],
    })
    expect(responses[3]!.body).toEqual({revalidated: ['/blog/a', '/blog', '/blog/b'], failed: [], notGenerated: []})
    expect(responses[6]!.body).toEqual({revalidated: ['/'], failed: [], notGenerated: []})
  })

  it('answers 202 with the queued pages as soon as they are queued, and regenerates them in the background', async () => {
    answerContentTogether(2)
    let release!: () => void
    const regenerating = new Promise<void>((resolve) => {
      release = resolve
    })
    const started: string[] = []
    const res = await call(await signed({_id: 'author-x', _type: 'author'}, Date.now(), ''), async (path) => {
      started.push(path)
      await regenerating
    })

    expect(res.statusCode).toBe(202)
    expect(res.body).toEqual({queued: ['/blog/a', '/blog', '/blog/b']})
    // The queue waits for the rest of a burst, then regenerates two pages at a time until they are done.
    await sleep(400)
    expect(started).toHaveLength(2)
    release()
    await sleep(50)
    expect([...started].sort()).toEqual(['/blog', '/blog/a', '/blog/b'])
  })

  it('leaves a page never generated to its first request, and reports it', async () => {
    answerContentTogether(2)
    neverGenerated.add('/blog/b')
    const res = await call(await signed({_id: 'author-x', _type: 'author'}))
    expect(res.body).toEqual({revalidated: ['/blog/a', '/blog'], failed: [], notGenerated: ['/blog/b']})
    expect([...regenerated].sort()).toEqual(['/blog', '/blog/a'])
  })

  it('regenerates the static page behind each address', async () => {
    answerContentTogether(2)
    const calls: unknown[][] = []
    const res = await call(await signed({_id: 'listingPage-connectors', _type: 'listingPage'}), async (...args) => {
      calls.push(args)
    })
    expect(res.body).toEqual({revalidated: ['/solution/connecteurs'], failed: [], notGenerated: []})
    expect(calls).toEqual([['/recherche/connecteurs']])
  })

  it('regenerates the pages of the documents a change names as listing it, one it just left included', async () => {
    answerContentTogether(2)
    const change = {_id: 'useCase-rh', _type: 'useCase', slug: 'rh', linked: ['connector-glpi', 'customerCase-chu']}
    const res = await call(await signed(change))
    expect(res.body).toMatchObject({failed: [], notGenerated: []})
    expect((res.body as {revalidated: string[]}).revalidated).toEqual(
      expect.arrayContaining(['/cas-usage/rh', '/solution/connecteurs/glpi', '/ressources/cas-usage-client/chu-de-valbonne']),
    )
  })

  it('answers 400 in French for a change naming more documents than any field references', async () => {
    const change = {_id: 'useCase-rh', _type: 'useCase', slug: 'rh', linked: Array.from({length: 501}, (_, i) => `d${i}`)}
    const res = await call(await signed(change))
    expect(res.statusCode).toBe(400)
    expect(JSON.stringify(res.body)).toMatch(/Notification invalide/u)
    expect(regenerated).toEqual([])
  })

  it('answers 202 when the pages are not done within the wait the caller asked for', async () => {
    answerContentTogether(2)
    let finish!: () => void
    const finished = new Promise<void>((resolve) => {
      finish = resolve
    })
    const res = await call(await signed({_id: 'homePage', _type: 'homePage'}, Date.now(), 'wait=1'), async () => {
      await sleep(1_500)
      finish()
    })
    expect(res.statusCode).toBe(202)
    expect(res.body).toEqual({queued: ['/']})
    // The process's queue outlives the call: the next test must not find this page still being regenerated.
    await finished
  })

  it('refuses a replayed call signed 6 minutes ago, with a French message, and regenerates nothing', async () => {
    answerContentTogether(2)
    const res = await call(await signed({_id: 'homePage', _type: 'homePage'}, Date.now() - 6 * MINUTE))
    expect(res.statusCode).toBe(401)
    expect(res.body).toEqual({error: 'Signature du webhook expirée : elle date de plus de 5 minutes.'})
    expect(regenerated).toEqual([])
    expect(content).not.toHaveBeenCalled()
  })

  it('answers 413 in French for a body over the limit', async () => {
    const res = await call(request('x'.repeat(MAX_BODY_BYTES + 1)))
    expect(res.statusCode).toBe(413)
    expect(res.body).toEqual({error: 'Corps de requête trop volumineux : 64 Kio au plus.'})
  })

  it('answers 413 for a declared length over the limit without waiting for the body', async () => {
    const neverEnds = new Readable({read() {}})
    const res = await call(request(neverEnds, {'content-length': String(MAX_BODY_BYTES + 1)}))
    expect(res.statusCode).toBe(413)
    neverEnds.destroy()
  })

  it('answers 400 in French for a body shorter than its declared length', async () => {
    const res = await call(request('{"_id":"x"}', {'content-length': '500'}))
    expect(res.statusCode).toBe(400)
    expect(res.body).toEqual({error: expect.stringMatching(/^Corps de requête incomplet/)})
  })

  it('answers 405 with Allow: POST for another method', async () => {
    const res = await call(request('', {}, 'GET'))
    expect(res.statusCode).toBe(405)
    expect(res.headers.allow).toBe('POST')
  })

  it('opens the publish window before regenerating, and leaves it open when the regeneration fails', async () => {
    answerContentTogether(2)
    const at = clockInDays(1)
    let openWhileRegenerating = false
    let attempts = 0
    const req = await signed({_id: 'homePage', _type: 'homePage'}, at)
    jest.useFakeTimers({doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'Date']})
    const reply = call(req, async () => {
      attempts += 1
      openWhileRegenerating = await publishWindow.readsFresh()
      throw new Error('Next.js n’a pas pu régénérer la page')
    })
    let answered = false
    void reply.finally(() => {
      answered = true
    })
    // Tried again twice, 2 and 10 s later, before the failure is reported. The clock only moves once the
    // handler waits on a timer: reading and verifying the call take real time, longer on a busy machine.
    while (!answered) {
      if (jest.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve))
      else await jest.advanceTimersByTimeAsync(100)
    }
    jest.useRealTimers()
    const res = await reply
    expect(attempts).toBe(3)

    expect(res.statusCode).toBe(207)
    expect(res.body).toEqual({
      revalidated: [],
      failed: [{path: '/', error: 'Next.js n’a pas pu régénérer la page'}],
      notGenerated: [],
    })
    expect(openWhileRegenerating).toBe(true)
    expect(await publishWindow.readsFresh(at + PUBLISH_WINDOW_MS - 1)).toBe(true)
  })

  it('has the indexes built from the content (the assistant’s, the search’s) read it again after each valid call, whatever changed, and not after a refused one', async () => {
    answerContentTogether(2)
    const invalidate = jest.fn()
    onContentChange('test-index', invalidate)
    await call(await signed({_id: 'legalPage-politique-de-cookies', _type: 'legalPage', slug: 'politique-de-cookies'}))
    expect(invalidate).toHaveBeenCalledTimes(1)
    await call(await signed({_id: 'homePage', _type: 'homePage'}, Date.now() - 6 * MINUTE))
    expect(invalidate).toHaveBeenCalledTimes(1)
  })

  it('leaves the publish window closed for a call it refuses', async () => {
    const at = clockInDays(2)
    const res = await call(await signed({_id: 'homePage', _type: 'homePage'}, at - 6 * MINUTE))
    expect(res.statusCode).toBe(401)
    expect(await publishWindow.readsFresh()).toBe(false)
  })
})

describe('preferredWait', () => {
  it.each([
    [undefined, 0],
    ['respond-async', 0],
    ['wait=10', 10],
    ['respond-async, wait=5', 5],
    ['WAIT = "7"', 7],
    [['handling=lenient', 'wait=3'], 3],
    ['wait=3600', MAX_WAIT_S],
    ['nowait=9', 0],
  ])('reads %j as %i s', (header, seconds) => {
    expect(preferredWait(header)).toBe(seconds)
  })
})
