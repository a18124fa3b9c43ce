import {startAlgolia} from '../algolia'
import {startBrevo} from '../brevo'
import {startCaptcha} from '../captcha'
import {startContentLake} from '../contentLake'
import {startLlm} from '../llm'
import {LOCAL_PROJECT_ID as PROJECT_ID} from '@parlia/schemas/env/defaults'
import {studioLake, type StudioOptions} from './studio'

export interface StackOptions {
  /** How long the API CDN keeps serving the previous revision after a publish; 30 seconds by default. */
  cdnLagMs?: number
  /** The real Studio, for the specs that drive it (studio.ts); none by default. */
  studio?: StudioOptions
  /** The dataset the Content Lake serves (a scaled copy, for bench:scale); the bundled one by default. */
  contentDir?: string
}

/** What a test running in another process needs to drive and inspect the servers. */
export interface StackAdmin {
  contentLake: {
    url: string
    cdnUrl: string
    imageUrl: string
    projectId: string
    dataset: string
    writeToken: string
    /** With `studio`: the Studio's address, the folder its edits are saved in, the webhook's secret, the certificate. */
    studio?: {url: string; contentDir: string; webhookSecret: string; certFile: string}
  }
  algolia: {url: string; appId: string; adminKey: string; searchKey: string}
  brevo: {adminUrl: string}
  captcha: {adminUrl: string}
  llm: {adminUrl: string}
}

export interface Stack {
  /** The site's variables (see .env.example) that point every outside service at these servers. */
  env: Record<string, string>
  admin: StackAdmin
  close(): Promise<void>
}

const WRITE_TOKEN = 'local-write-token-of-the-parlia-content-lake'
const READ_TOKEN = 'local-read-token'
const BREVO_KEY = 'local-brevo-key'
const CAPTCHA_SECRET = 'local-captcha-secret'
const LLM_KEY = 'local-llm-key'
const LLM_MODEL = 'local-model'
const WEBHOOK_SECRET = 'local-webhook-secret'
/** Cloudflare's testing site key that always passes: what the stand-in script accepts, as Turnstile would. */
const CAPTCHA_SITE_KEY = '1x00000000000000000000AA'

/**
 * Every service the site uses in production, on local servers: the Content Lake (with an API CDN that lags),
 * Algolia, Brevo, Turnstile and the assistant's language model. The same configuration a customer deploys, with
 * the hosts pointed here.
 */
export async function startStack({cdnLagMs = 30_000, studio, contentDir}: StackOptions = {}): Promise<Stack> {
  const started: {close(): Promise<void>}[] = []
  const track = <T extends {close(): Promise<void>}>(service: T) => (started.push(service), service)
  const studioSetup = studio && (await studioLake(studio, WEBHOOK_SECRET))
  // The Studio's folder goes once the lake has saved what was pending into it.
  const close = () => closeAll(started).then(() => studioSetup?.remove())
  try {
    const lake = track(
      await startContentLake({contentDir, ...studioSetup?.options, cdnLagMs, tokens: {write: WRITE_TOKEN}}),
    )
    const algolia = track(await startAlgolia())
    const brevo = track(await startBrevo({apiKey: BREVO_KEY}))
    const captcha = track(await startCaptcha({secret: CAPTCHA_SECRET}))
    const llm = track(await startLlm({apiKey: LLM_KEY, model: LLM_MODEL}))
    const env = {
      SANITY_PROJECT_ID: PROJECT_ID,
      SANITY_DATASET: lake.dataset,
      SANITY_API_HOST: lake.url,
      SANITY_API_CDN_HOST: lake.cdnUrl,
      // Draft previews read with it, as on a real project.
      SANITY_API_READ_TOKEN: READ_TOKEN,
      NEXT_PUBLIC_SANITY_IMAGE_HOST: lake.imageUrl,
      NEXT_PUBLIC_ALGOLIA_APP_ID: algolia.appId,
      NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: algolia.searchKey,
      NEXT_PUBLIC_ALGOLIA_HOST: algolia.url,
      ALGOLIA_ADMIN_KEY: algolia.adminKey,
      BREVO_API_KEY: BREVO_KEY,
      BREVO_API_URL: brevo.url,
      BREVO_LIST_ID: '3',
      NEXT_PUBLIC_CAPTCHA_SITE_KEY: CAPTCHA_SITE_KEY,
      NEXT_PUBLIC_CAPTCHA_SCRIPT_URL: captcha.scriptUrl,
      CAPTCHA_SECRET_KEY: CAPTCHA_SECRET,
      CAPTCHA_VERIFY_URL: captcha.url,
      ASSISTANT_LLM_BASE_URL: llm.url,
      ASSISTANT_LLM_API_KEY: LLM_KEY,
      ASSISTANT_LLM_MODEL: LLM_MODEL,
    }
    const admin: StackAdmin = {
      contentLake: {
        url: lake.url,
        cdnUrl: lake.cdnUrl,
        imageUrl: lake.imageUrl,
        projectId: PROJECT_ID,
        dataset: lake.dataset,
        writeToken: WRITE_TOKEN,
        ...(studioSetup &&
          lake.studioUrl && {
            studio: {
              url: lake.studioUrl,
              contentDir: studioSetup.contentDir,
              webhookSecret: WEBHOOK_SECRET,
              certFile: studioSetup.certFile,
            },
          }),
      },
      algolia: {url: algolia.url, appId: algolia.appId, adminKey: algolia.adminKey, searchKey: algolia.searchKey},
      brevo: {adminUrl: brevo.adminUrl},
      captcha: {adminUrl: captcha.adminUrl},
      llm: {adminUrl: llm.adminUrl},
    }
    return {env, admin, close}
  } catch (error) {
    await close()
    throw error
  }
}

async function closeAll(services: {close(): Promise<void>}[]): Promise<void> {
  await Promise.allSettled(services.map((service) => service.close()))
}
