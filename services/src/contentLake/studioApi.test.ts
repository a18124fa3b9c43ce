import {copyFile, mkdtemp, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {afterAll, afterEach, beforeAll, describe, expect, it} from '@jest/globals'
import {createClient, type ClientConfig, type LiveEvent, type SanityClient} from '@sanity/client'
import {evaluate, parse} from 'groq-js'

import {DEFAULT_CONTENT_DIR} from './dataset'
import {startContentLake, type ContentLake} from './index'
import {datasetSyncTag} from './studioApi'

const STUDIO = 'http://localhost:3333'
const TOKEN = 'write-secret'

/** The API versions the Studio calls with (sanity 5.31.2). */
const VERSIONS = {
  grantsAndUsers: '2021-06-07',
  project: '2021-12-15',
  studio: '2025-02-19',
  telemetry: '2023-12-18',
  announcements: 'v2024-09-19',
  help: '1',
}

/** A copy of the bundled dataset, so nothing here can reach the repository's files. */
async function copyOfDataset(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'content-lake-studio-'))
  await copyFile(path.join(DEFAULT_CONTENT_DIR, 'data.ndjson'), path.join(dir, 'data.ndjson'))
  return dir
}

/** Until `check` holds, or fails after `ms`. */
async function eventually(check: () => boolean, what: string, ms = 5_000) {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

interface Grant {
  filter: string
  permissions: string[]
}

/**
 * Whether the grants give `permission` on `doc`, as the Studio's grants store decides it (`grantsPermissionOn` in
 * core/store/grants/grantsStore.ts): a grant applies when its filter, in `*[…]`, selects the document alone.
 */
async function granted(grants: Grant[], permission: string, doc: Record<string, unknown>): Promise<boolean> {
  for (const grant of grants) {
    const selected = (await (await evaluate(parse(`*[${grant.filter}]`), {dataset: [doc]})).get()) as unknown[]
    if (selected.length === 1 && grant.permissions.includes(permission)) return true
  }
  return false
}

/** A live events stream's events, taken one at a time as they arrive. */
function watch(client: SanityClient, options: Parameters<SanityClient['live']['events']>[0] = {}) {
  const events: LiveEvent[] = []
  let failure: unknown
  let taken = 0
  const subscription = client.live
    .events(options)
    .subscribe({next: (event) => void events.push(event), error: (error: unknown) => (failure = error)})
  return {
    async next(): Promise<LiveEvent> {
      await eventually(() => events.length > taken || failure !== undefined, `live event ${taken + 1}`)
      if (events.length <= taken) throw failure
      return events[taken++] as LiveEvent
    },
    close: () => subscription.unsubscribe(),
  }
}

const idOf = (event: LiveEvent) => (event as {id?: string}).id

/** Reads a raw event stream until `done` holds for what came so far, then lets it go. */
async function readStream(response: Response, done: (text: string) => boolean, abort: AbortController) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  let text = ''
  const deadline = Date.now() + 5_000
  while (!done(text)) {
    if (Date.now() > deadline) throw new Error(`Timed out reading the stream: ${JSON.stringify(text)}`)
    const {value, done: ended} = await reader.read()
    if (ended) break
    text += decoder.decode(value, {stream: true})
  }
  abort.abort()
  return text
}

describe("the Studio's other calls to the live host", () => {
  let dir: string
  let lake: ContentLake
  const closers: (() => void)[] = []
  /** A client configured as the Studio's, at the API version the call is made with. */
  const studio = (apiVersion: string, config: Partial<ClientConfig> = {}) =>
    createClient({
      projectId: 'local',
      dataset: 'production',
      apiVersion,
      apiHost: lake.url,
      useProjectHostname: false,
      useCdn: false,
      requestTagPrefix: 'sanity.studio',
      token: TOKEN,
      ...config,
    })
  const anonymous = (apiVersion: string) => studio(apiVersion, {token: undefined})
  const stranger = (apiVersion: string) => studio(apiVersion, {token: 'someone-else'})

  beforeAll(async () => {
    dir = await copyOfDataset()
    lake = await startContentLake({
      contentDir: dir,
      corsOrigins: [STUDIO],
      tokens: {write: TOKEN},
      listenHeartbeatMs: 20,
    })
  })
  afterEach(() => {
    for (const close of closers.splice(0)) close()
  })
  afterAll(async () => {
    await lake.close()
    await rm(dir, {recursive: true})
  })

  it('answers the dataset ACL: everything for the editor, documents outside a path read only without a token', async () => {
    const uri = '/projects/local/datasets/production/acl'
    const editorGrants = await studio(VERSIONS.grantsAndUsers).request<Grant[]>({uri, tag: 'acl.get'})
    const readerGrants = await anonymous(VERSIONS.grantsAndUsers).request<Grant[]>({uri, tag: 'acl.get'})

    const published = {_id: 'acl-post', _type: 'post'}
    const draft = {_id: 'drafts.acl-post', _type: 'post'}
    const version = {_id: 'versions.spring.acl-post', _type: 'post'}
    // What the Studio checks to edit (create and update the draft), publish (update the published document) and
    // delete (update both): documentPairPermissions.ts.
    for (const doc of [published, draft, version]) {
      for (const permission of ['read', 'create', 'update', 'history']) {
        expect([doc._id, permission, await granted(editorGrants, permission, doc)]).toEqual([doc._id, permission, true])
      }
    }
    expect(await granted(readerGrants, 'read', published)).toBe(true)
    for (const permission of ['create', 'update'])
      expect(await granted(readerGrants, permission, published)).toBe(false)
    expect(await granted(readerGrants, 'read', draft)).toBe(false)

    await expect(stranger(VERSIONS.grantsAndUsers).request({uri})).rejects.toMatchObject({statusCode: 401})
    await expect(
      studio(VERSIONS.grantsAndUsers).request({uri: '/projects/local/datasets/staging/acl'}),
    ).rejects.toMatchObject({statusCode: 404})
    expect(lake.requests.find((request) => request.url.includes('/acl'))).toMatchObject({
      apiVersion: VERSIONS.grantsAndUsers,
      dataset: 'production',
      status: 200,
    })
  })

  it('answers the project, its datasets, its grants and applications, without an organization', async () => {
    const client = studio(VERSIONS.project)
    const project = await client.request<Record<string, unknown>>({uri: '/projects/local', tag: 'get-project'})
    expect(project).toMatchObject({
      id: 'local',
      displayName: 'Content Lake local',
      organizationId: null,
      features: [],
      members: [
        {
          id: 'local-editor',
          isCurrentUser: true,
          isRobot: false,
          role: 'administrator',
          roles: [{name: 'administrator', title: 'Administrator'}],
        },
      ],
    })
    // The organization request of the project store (`get-project-org`).
    const withOrg = await client.request<Record<string, unknown>>({
      uri: '/projects/local',
      query: {includeMembers: 'false', includeFeatures: 'false', includeOrganization: 'true'},
    })
    expect(withOrg).toMatchObject({organizationId: null, organization: null, members: []})
    expect(project).not.toHaveProperty('organization')

    const dataset = {name: 'production', aclMode: 'public', addonFor: null, datasetProfile: 'content', tags: []}
    expect(await client.request({uri: '/projects/local/datasets'})).toEqual([expect.objectContaining(dataset)])
    // Vision lists them with `client.datasets.list()`, on the project's own host or under `/projects`.
    expect(await client.datasets.list()).toEqual([expect.objectContaining(dataset)])
    expect(await client.request({uri: '/datasets'})).toEqual([expect.objectContaining(dataset)])
    // The comments add-on dataset does not exist.
    expect(await client.request({uri: '/projects/local/datasets?datasetProfile=comments&addonFor=production'})).toEqual(
      [],
    )
    expect(await client.request({uri: '/projects/local/grants'})).toEqual({})
    expect(await client.request({uri: '/projects/local/user-applications'})).toEqual([])

    await expect(anonymous(VERSIONS.project).request({uri: '/projects/local'})).rejects.toMatchObject({
      statusCode: 401,
    })
  })

  it("answers the user store with the local editor's profile, under each id the lake gives the editor", async () => {
    const client = studio(VERSIONS.grantsAndUsers)
    const profile = {displayName: 'Éditeur local', isCurrentUser: true}
    // One user answers that user; several an array (userStore.ts reads both), without a user the lake does not know.
    expect(await client.request({uri: '/users/local-editor', tag: 'users.get'})).toMatchObject({
      id: 'local-editor',
      ...profile,
    })
    // Several ids answer an array, of those the lake knows.
    expect(await client.request({uri: '/users/local-editor,someone'})).toEqual([
      expect.objectContaining({id: 'local-editor', ...profile}),
    ])
    expect(await client.request({uri: '/users/someone'})).toEqual([])
    await expect(anonymous(VERSIONS.grantsAndUsers).request({uri: '/users/local-editor'})).rejects.toMatchObject({
      statusCode: 401,
    })
  })

  it("keeps the user key-value store's values in memory, per lake", async () => {
    const client = studio(VERSIONS.studio)
    const key = 'studio.structure-tool.pane-layout'
    expect(await client.request({uri: `/users/me/keyvalue/${key},other`})).toEqual([
      {key, value: null},
      {key: 'other', value: null},
    ])
    const value = {panes: [{id: 'post', width: 320}], collapsed: false}
    expect(await client.request({method: 'PUT', uri: '/users/me/keyvalue', body: [{key, value}]})).toEqual([
      {key, value},
    ])
    expect(await client.request({uri: `/users/me/keyvalue/${key}`})).toEqual([{key, value}])
    await client.request({method: 'PUT', uri: '/users/me/keyvalue', body: [{key, value: 'replaced'}]})
    expect(await client.request({uri: `/users/me/keyvalue/${key}`})).toEqual([{key, value: 'replaced'}])

    await expect(client.request({method: 'PUT', uri: '/users/me/keyvalue', body: {key}})).rejects.toMatchObject({
      statusCode: 400,
    })
    await expect(anonymous(VERSIONS.studio).request({uri: `/users/me/keyvalue/${key}`})).rejects.toMatchObject({
      statusCode: 401,
    })

    const otherDir = await copyOfDataset()
    const other = await startContentLake({contentDir: otherDir, tokens: {write: TOKEN}})
    try {
      const otherClient = studio(VERSIONS.studio, {apiHost: other.url})
      expect(await otherClient.request({uri: `/users/me/keyvalue/${key}`})).toEqual([{key, value: null}])
    } finally {
      await other.close()
      await rm(otherDir, {recursive: true})
    }
  })

  it('streams live events: a welcome, then a message naming the sync tag after each change the listener may see', async () => {
    const tag = datasetSyncTag('production')
    expect(tag).toMatch(/^s1:[\w-]{6}$/)
    // Every query answer names it, so what a loader fetched is what a message makes it fetch again.
    const {syncTags} = await studio(VERSIONS.studio).fetch('count(*)', {}, {filterResponse: false})
    expect(syncTags).toEqual([tag])
    // Presentation's loaders (includeDrafts, with the token) and its share menu (without: the client then sends no
    // token at all).
    const drafts = watch(studio(VERSIONS.studio), {includeDrafts: true, tag: 'presentation-loader'})
    const published = watch(studio(VERSIONS.studio))
    closers.push(drafts.close, published.close)
    for (const stream of [drafts, published]) expect(await stream.next()).toMatchObject({type: 'welcome'})
    // They are not the listen endpoint's listeners.
    expect(lake.listeners).toBe(0)

    lake.mutate([{createOrReplace: {_id: 'drafts.live-post', _type: 'post', title: 'Brouillon'}}])
    const draftMessage = await drafts.next()
    expect(draftMessage).toEqual({type: 'message', id: expect.any(String), tags: [tag]})

    lake.mutate([{createOrReplace: {_id: 'sanity-preview-url-secret.share-access', _type: 'x', secret: 's'}}])
    const secretMessage = await drafts.next()
    expect(secretMessage).toMatchObject({type: 'message', tags: [tag]})
    expect(idOf(secretMessage)).not.toBe(idOf(draftMessage))

    lake.mutate([{createOrReplace: {_id: 'live-post', _type: 'post', title: 'Publié'}}])
    const publishedMessage = await drafts.next()
    // Without includeDrafts the draft's change is left out: the first message is the next change's.
    expect(await published.next()).toEqual(secretMessage)
    expect(await published.next()).toEqual(publishedMessage)
  })

  it('tells a live events client coming back from another position to restart, and keeps the stream alive', async () => {
    const url = `${lake.url}/v${VERSIONS.studio}/data/live/events/production?includeDrafts=true`
    const open = async (headers: Record<string, string>) => {
      const abort = new AbortController()
      const response = await fetch(url, {headers: {authorization: `Bearer ${TOKEN}`, ...headers}, signal: abort.signal})
      return {response, abort}
    }
    const first = await open({origin: STUDIO})
    expect(first.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(first.response.headers.get('access-control-allow-origin')).toBe(STUDIO)
    const welcome = await readStream(first.response, (text) => text.includes('\n:\n'), first.abort)
    const position = /^event: welcome\nid: (\S+)\ndata: \{\}\n\n/.exec(welcome)?.[1]
    expect(position).toBeDefined()
    expect(welcome).not.toContain('restart')

    // Back at the position it left: nothing missed.
    const same = await open({'last-event-id': position as string})
    expect(await readStream(same.response, (text) => text.includes('\n:\n'), same.abort)).not.toContain('restart')

    lake.mutate([{createOrReplace: {_id: 'restart-post', _type: 'post'}}])
    const behind = await open({'last-event-id': position as string})
    const text = await readStream(behind.response, (received) => received.includes('event: restart'), behind.abort)
    expect(text).toMatch(/^event: welcome\nid: (\S+)\ndata: \{\}\n\nevent: restart\nid: \1\ndata: \{\}\n\n/)
    expect(text).not.toContain(`id: ${position}\n`)
    expect(text).not.toContain('goaway')
  })

  it('refuses live events it cannot give: drafts without the token, another token, an old API version', async () => {
    const events = (version: string, search = '', headers: Record<string, string> = {}) =>
      fetch(`${lake.url}/v${version}/data/live/events/production${search}`, {headers})
    expect((await events(VERSIONS.studio, '?includeDrafts=true')).status).toBe(401)
    expect((await events(VERSIONS.studio, '', {authorization: 'Bearer someone-else'})).status).toBe(401)
    expect((await events('2021-03-24')).status).toBe(404)
    expect((await events(VERSIONS.studio, '?includeDrafts=maybe', {authorization: `Bearer ${TOKEN}`})).status).toBe(400)
    expect((await fetch(`${lake.url}/v${VERSIONS.studio}/data/live/events/staging`)).status).toBe(404)
    expect(() => anonymous(VERSIONS.studio).live.events({includeDrafts: true})).toThrow(/token or withCredentials/)
  })

  it('denies telemetry, and answers features, journeys and help with nothing to show', async () => {
    // useTelemetryConsent and the telemetry store's resolveConsent.
    const telemetry = studio(VERSIONS.telemetry)
    expect(await telemetry.request({uri: '/intake/telemetry-status', tag: 'telemetry-consent'})).toEqual({
      status: 'denied',
    })
    expect(await anonymous(VERSIONS.telemetry).request({uri: '/intake/telemetry-status'})).toEqual({status: 'denied'})
    expect(await telemetry.request({uri: '/intake/batch', method: 'POST', body: {batch: []}})).toEqual({})

    expect(await studio(VERSIONS.studio).request({uri: '/features', tag: 'features'})).toEqual([])
    expect(await studio(VERSIONS.announcements).request({uri: '/journey/announcements'})).toEqual([])
    expect(await studio(VERSIONS.studio).request({uri: '/journey/trial', query: {studioVersion: '5.31.2'}})).toEqual({})
    expect(await studio(VERSIONS.studio).request({uri: '/journey/content-releases'})).toBeNull()
    expect(
      await studio(VERSIONS.help).request({uri: '/help', query: {m: ['sanity@5.31.2'], locale: 'fr-FR'}, json: true}),
    ).toEqual({})
  })

  it("claims the Studio's schema descriptor as synchronized already", async () => {
    const client = studio(VERSIONS.studio)
    const claim = await client.request<{expiresAt: string; synchronization: unknown}>({
      uri: '/descriptors/claim',
      method: 'POST',
      body: {descriptorId: 'descriptor-1', contextKey: 'dataset:local:production#dev'},
    })
    // `{type: 'complete'}` ends uploadSchema's loop (processSetSynchronization answers null to it).
    expect(claim).toEqual({expiresAt: expect.any(String), synchronization: {type: 'complete'}})
    expect(Date.parse(claim.expiresAt)).toBeGreaterThan(Date.now())
    expect(await client.request({uri: '/descriptors/synchronize', method: 'POST', body: {id: 'x'}})).toEqual({
      type: 'complete',
    })
    await expect(client.request({uri: '/descriptors/claim', method: 'POST', body: {}})).rejects.toMatchObject({
      statusCode: 400,
    })
  })

  it('answers the history with the current revision only, and no cross-dataset reference', async () => {
    const client = studio(VERSIONS.studio)
    lake.mutate([{createOrReplace: {_id: 'history-post', _type: 'post', title: 'Un'}}], {transactionId: 'rev-1'})
    const documents = (search: string) =>
      client.request<{documents: {_id: string}[]}>({uri: `/data/history/production/documents/history-post?${search}`})
    expect(await documents('revision=rev-1')).toEqual({documents: [expect.objectContaining({_id: 'history-post'})]})
    expect(await documents('revision=older')).toEqual({documents: []})
    expect(await documents(`time=${new Date(Date.now() + 60_000).toISOString()}`)).toMatchObject({
      documents: [{_id: 'history-post'}],
    })
    expect(await documents('time=2000-01-01T00:00:00Z')).toEqual({documents: []})

    expect(
      await client.request({uri: '/data/history/production/events/documents/drafts.history-post?limit=100'}),
    ).toEqual({events: {}, nextCursor: ''})
    expect(await client.request({uri: '/data/history/production/events/releases/spring?limit=100'})).toEqual({
      events: [],
      nextCursor: '',
    })
    // The translog, as the Studio's getJsonStream reads it: NDJSON, here without a line.
    const translog = await fetch(
      client.getUrl('/data/history/production/transactions/history-post,drafts.history-post?excludeContent=true'),
      {headers: {authorization: `Bearer ${TOKEN}`}},
    )
    expect(translog.status).toBe(200)
    expect(translog.headers.get('content-type')).toBe('application/x-ndjson')
    expect(await translog.text()).toBe('')

    expect(
      await client.request({
        uri: '/data/references/production/documents/history-post/to?excludeInternalReferences=true&excludePaths=true',
      }),
    ).toEqual({totalCount: 0, references: []})
    await expect(
      anonymous(VERSIONS.studio).request({uri: '/data/history/production/documents/history-post'}),
    ).rejects.toMatchObject({statusCode: 401})
  })

  it('answers the CORS check, the data ping and the scheduled publishing check', async () => {
    const check = (origin?: string) =>
      fetch(`${lake.url}/v${VERSIONS.studio}/check/cors`, {headers: origin ? {origin} : {}}).then((r) => r.json())
    expect(await check(STUDIO)).toEqual({result: {allowed: true, withCredentials: true}})
    expect(await check('https://elsewhere.example')).toEqual({result: {allowed: false, withCredentials: false}})
    expect(await check()).toEqual({result: {allowed: true, withCredentials: true}})

    const ping = await fetch(studio(VERSIONS.studio).getUrl('/data/ping/production'))
    expect([ping.status, await ping.text()]).toEqual([200, 'PONG'])
    expect(await studio('2022-09-01').request({uri: '/schedules/local/production?limit=1'})).toEqual({schedules: []})
  })

  it('leaves any other path to the 404, and refuses another method', async () => {
    const client = studio(VERSIONS.studio)
    for (const uri of ['/projects/local/members', '/journey', '/users/me/keyvalue/a/b', '/intake/other']) {
      await expect(client.request({uri})).rejects.toMatchObject({statusCode: 404})
    }
    expect((await fetch(`${lake.url}/projects/local`)).status).toBe(404)
    await expect(client.request({uri: '/users/me/keyvalue'})).rejects.toMatchObject({statusCode: 405})
    await expect(
      client.request({uri: '/projects/local/datasets/production/acl', method: 'POST'}),
    ).rejects.toMatchObject({statusCode: 405})
  })
})
