import {createServer} from 'node:http'

import {listenOnLoopback, type Listening} from '../loopback/listen'
import {DEFAULT_CONTENT_DIR, loadExport, withSystemFields} from './dataset'
import type {Blobs} from './assets'
import {createAuth, LOCAL_EDITOR} from './auth'
import {createImageHandler} from './images'
import {createListenHub} from './listen'
import {createPresenceHub} from './presence'
import {createQueryHandler, createQueryServer, type RecordedRequest} from './server'
import {persistDataset} from './persist'
import {listenStudioHost} from './studioHost'
import type {Mutation} from './mutations'
import {createStore, type MutateOptions, type Transaction} from './store'
import {createWebhooks, type WebhookOptions} from './webhooks'

export type {Mutation, RecordedRequest}
export {MutationError} from './mutations'

/** The write token a lake takes unless told another (tokens are checked, not secret: the lake is local). */
const DEFAULT_WRITE_TOKEN = 'local-write-token-of-the-parlia-content-lake'

export interface ContentLakeOptions {
  /** A folder in Sanity's export format (`data.ndjson`, `images/`, `files/`); the repository's `content/` by default. */
  contentDir?: string
  /**
   * Saves each committed change back into `contentDir`, in the export format (persist.ts; `close()` writes what is
   * pending), for a Studio whose edits are to be kept; false by default, so that tests and the site's end-to-end runs
   * never write into content/.
   */
  persist?: boolean
  /** The dataset's name in the URLs; `production` by default. */
  dataset?: string
  /** The live API's port; 0 (the default) takes a free one. */
  port?: number
  /** The API CDN's port; 0 (the default) takes a free one. */
  cdnPort?: number
  /** The image CDN's port; 0 (the default) takes a free one. */
  imagePort?: number
  /** How long the API CDN keeps serving the previous revision after a mutation; 0 by default. */
  cdnLagMs?: number
  /** The clock the CDN lag is measured with (tests move it by hand); `Date.now` by default. */
  now?: () => number
  /** The token the mutate endpoint requires as `Authorization: Bearer <token>`; `local-write-token-of-the-parlia-content-lake` by default. */
  tokens?: {write?: string}
  /** How often an open listener gets a keep-alive comment; 15 s by default. */
  listenHeartbeatMs?: number
  /**
   * The origins (`http://localhost:3333`) a Studio may run on: the live host answers their preflights and adds
   * CORS headers for them, and its login page (`{url}/auth/login`) only sends the browser back to them; none by
   * default.
   */
  corsOrigins?: readonly string[]
  /**
   * The live API and the images again over HTTP/2 with TLS, for the Studio in a browser (studioHost.ts), with this
   * certificate (tls.ts), and, with `app`, a built Studio on the same host; none by default.
   */
  studio?: {certificate: {key: string; cert: string}; port?: number; app?: string}
  /**
   * Sanity's GROQ-powered webhooks (webhooks.ts): after each transaction, a signed POST of `projection` to `url` for
   * each changed document `filter` selects, sent in order, retried on network errors, 5xx and 429; none by default.
   */
  webhooks?: readonly WebhookOptions[]
}

export interface ContentLake {
  /** The live API's host, for `@sanity/client`'s `apiHost` (with `useProjectHostname: false`). */
  url: string
  /** The API CDN's host. */
  cdnUrl: string
  /** The image CDN's origin, for `@sanity/image-url`'s `baseUrl` (the site's `NEXT_PUBLIC_SANITY_IMAGE_HOST`). */
  imageUrl: string
  /** With `studio`: `https://localhost:PORT`, the Studio's `apiHost`; its images are under `/images/`. */
  studioUrl?: string
  dataset: string
  /** The tokens it accepts: `write` for the mutate endpoint (`@sanity/client`'s `token`). */
  tokens: {write: string}
  /**
   * Applies a transaction in process, as a publish or an unpublish would (the HTTP endpoint's mutations and
   * options); answers the new revision and each mutation's result, or throws a `MutationError` and changes nothing.
   */
  mutate(mutations: Mutation[], options?: MutateOptions): Transaction
  /** Every request received by any of its hosts, in the order they were answered. */
  requests: RecordedRequest[]
  /** How many listeners (`GET /data/listen`) are connected. */
  readonly listeners: number
  /** Resolves once the webhooks' requests for every transaction so far are delivered or given up on. */
  webhooksIdle(): Promise<void>
  close(): Promise<void>
}

/**
 * A local server that speaks the Sanity Content Lake's query, mutation and listen APIs over a dataset in the export
 * format, on a live host and an API CDN host (dev-only: the tests' stand-in for a Sanity project).
 */
export async function startContentLake(options: ContentLakeOptions = {}): Promise<ContentLake> {
  const {
    contentDir = DEFAULT_CONTENT_DIR,
    dataset = 'production',
    port = 0,
    cdnPort = 0,
    imagePort = 0,
    cdnLagMs = 0,
    now = Date.now,
  } = options
  const tokens = {write: options.tokens?.write ?? DEFAULT_WRITE_TOKEN}
  const exported = await loadExport(contentDir)
  // A Studio dates its edits with the system fields an export may lack; the site's own reads compare the lake with
  // the embedded backend, which serves the export as it is: they are lent only to a lake that serves a Studio.
  const loaded = options.studio
    ? withSystemFields(exported, new Date(now()).toISOString())
    : {documents: exported, withoutInvented: undefined}
  const store = createStore(loaded.documents, {cdnLagMs, now})
  const webhooks = createWebhooks(options.webhooks, store, dataset)
  const listeners = createListenHub({subscribe: store.subscribe, heartbeatMs: options.listenHeartbeatMs})
  const requests: RecordedRequest[] = []
  const record = (request: RecordedRequest) => void requests.push(request)
  const blobs: Blobs = new Map()
  const persistence = options.persist ? persistDataset(contentDir, store, blobs, loaded.withoutInvented) : undefined
  let imageUrl = ''
  const documents = () => store.live().documents
  const writer = {
    mutate: store.mutate,
    documents,
    writeToken: tokens.write,
    requests,
    blobs,
    imageUrl: () => imageUrl,
    listeners,
  }
  const auth = createAuth({writeToken: tokens.write, corsOrigins: options.corsOrigins})
  const liveHandler = createQueryHandler({api: 'live', dataset, revision: store.live, record, writer, auth})
  const imageHandler = createImageHandler({contentDir, dataset, revision: store.live, blobs, record})
  const live = createServer(liveHandler)
  const cdn = createQueryServer({api: 'cdn', dataset, revision: store.cdn, record})
  const images = createServer(imageHandler)
  const presence = createPresenceHub({writeToken: tokens.write, userId: LOCAL_EDITOR.id})
  try {
    const hosts: {live: Listening; cdn: Listening; images: Listening; studio?: Listening} = {
      live: await listenOnLoopback(live, port, listeners.held),
      cdn: await listenOnLoopback(cdn, cdnPort),
      images: await listenOnLoopback(images, imagePort),
    }
    if (options.studio) {
      const {upgrade} = presence
      hosts.studio = await listenStudioHost({...options.studio, live: liveHandler, images: imageHandler, upgrade})
      // The Studio it serves calls its API host from its own origin.
      if (options.studio.app) auth.allow(hosts.studio.origin)
    }
    const [url, cdnUrl] = [hosts.live.origin, hosts.cdn.origin]
    imageUrl = hosts.images.origin
    const close = async () => {
      presence.close()
      await Promise.all([webhooks.close(), ...Object.values(hosts).map((host: Listening) => host.close())])
      await persistence?.close()
    }
    return {
      url,
      cdnUrl,
      imageUrl,
      studioUrl: hosts.studio?.origin,
      dataset,
      tokens,
      mutate: store.mutate,
      requests,
      get listeners() {
        return listeners.size
      },
      webhooksIdle: webhooks.idle,
      close,
    }
  } catch (error) {
    for (const server of [live, cdn, images]) server.close()
    throw error
  }
}
