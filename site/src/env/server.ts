import {existsSync} from 'node:fs'
import path from 'node:path'

/**
 * Server-only configuration, read once. Never import this module from a component:
 * it holds tokens that must not reach the browser bundle.
 */

/** Pinned so a Content Lake change of behaviour never changes our pages silently. */
export const SANITY_API_VERSION = '2025-02-19'

export interface SanityConfig {
  projectId: string
  dataset: string
  token?: string
  apiVersion: string
}

function readSanityConfig(env: NodeJS.ProcessEnv): SanityConfig | null {
  const projectId = env.SANITY_PROJECT_ID?.trim()
  if (!projectId) return null
  return {
    projectId,
    dataset: env.SANITY_DATASET?.trim() || 'production',
    token: env.SANITY_API_READ_TOKEN?.trim() || undefined,
    apiVersion: SANITY_API_VERSION,
  }
}

/**
 * The bundled dataset: `CONTENT_DIR`, or the nearest `content/` folder holding a
 * `data.ndjson` from the working directory up (the site runs from `site/` or the root).
 */
function readContentDir(env: NodeJS.ProcessEnv): string {
  const configured = env.CONTENT_DIR?.trim()
  if (configured) return path.resolve(/* turbopackIgnore: true */ configured)
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    const candidate = path.join(/* turbopackIgnore: true */ dir, 'content')
    if (existsSync(path.join(candidate, 'data.ndjson'))) return candidate
    if (path.dirname(dir) === dir) return path.resolve('content')
  }
}

/**
 * Where the site keeps its own files: the embedded database (PGlite) when no PostgreSQL server is
 * configured, and the e-mails written when Brevo is not. `DATA_DIR`, or `.data/` at the repository root
 * (the folder holding turbo.json), whether the process runs from there or from `site/`.
 */
function readDataDir(env: NodeJS.ProcessEnv): string {
  const configured = env.DATA_DIR?.trim()
  if (configured) return path.resolve(/* turbopackIgnore: true */ configured)
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    const root = path.join(/* turbopackIgnore: true */ dir, 'turbo.json')
    if (existsSync(root)) return path.join(/* turbopackIgnore: true */ dir, '.data')
    if (path.dirname(dir) === dir) return path.resolve('.data')
  }
}

/** `DATABASE_URL`, with `DATABASE_NAME` (when given) replacing the database it names. */
function readDatabaseUrl(env: NodeJS.ProcessEnv): string | null {
  const url = env.DATABASE_URL?.trim()
  if (!url) return null
  const name = env.DATABASE_NAME?.trim()
  if (!name) return url
  try {
    const parsed = new URL(url)
    parsed.pathname = `/${encodeURIComponent(name)}`
    return parsed.toString()
  } catch {
    // Not a URL: pg reports it when it connects, with its own message.
    return url
  }
}

export interface BrevoConfig {
  apiKey: string
  apiUrl: string
  /** The list every lead joins, when set. */
  listId: number | null
}

function readBrevoConfig(env: NodeJS.ProcessEnv): BrevoConfig | null {
  const apiKey = env.BREVO_API_KEY?.trim()
  if (!apiKey) return null
  const listId = Number(env.BREVO_LIST_ID?.trim() || Number.NaN)
  return {
    apiKey,
    apiUrl: (env.BREVO_API_URL?.trim() || 'https://api.brevo.com/v3').replace(/\/+$/, ''),
    listId: Number.isInteger(listId) && listId > 0 ? listId : null,
  }
}

/** Cloudflare Turnstile's; hCaptcha and reCAPTCHA answer the same siteverify contract at their own URL. */
export const DEFAULT_CAPTCHA_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

export interface CaptchaConfig {
  secret: string
  verifyUrl: string
}

function readCaptchaConfig(env: NodeJS.ProcessEnv): CaptchaConfig | null {
  const secret = env.CAPTCHA_SECRET_KEY?.trim()
  if (!secret) return null
  return {secret, verifyUrl: env.CAPTCHA_VERIFY_URL?.trim() || DEFAULT_CAPTCHA_VERIFY_URL}
}

export interface RateLimitConfig {
  /** Submissions allowed per client IP address within the window. */
  points: number
  windowSeconds: number
}

const positiveInteger = (value: string | undefined, fallback: number) => {
  const parsed = Number(value?.trim() || Number.NaN)
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback
}

function readFormsRateLimit(env: NodeJS.ProcessEnv): RateLimitConfig {
  return {
    points: positiveInteger(env.FORMS_RATE_LIMIT_MAX, 10),
    windowSeconds: positiveInteger(env.FORMS_RATE_LIMIT_WINDOW_SECONDS, 600),
  }
}

const algoliaAdminKey = process.env.ALGOLIA_ADMIN_KEY?.trim()
const algoliaAppId = process.env.NEXT_PUBLIC_ALGOLIA_APP_ID?.trim()

export const serverEnv = {
  sanity: readSanityConfig(process.env),
  contentDir: readContentDir(process.env),
  /** Write access to the Algolia indices (search:index, webhook re-indexing). Never sent to the browser. */
  algoliaAdmin: algoliaAppId && algoliaAdminKey ? {appId: algoliaAppId, adminKey: algoliaAdminKey} : null,
  /** PostgreSQL for the leads; null means the embedded PGlite database under `dataDir`. */
  databaseUrl: readDatabaseUrl(process.env),
  dataDir: readDataDir(process.env),
  /** Lead delivery to Brevo; null means e-mails are written as .eml files under `dataDir`. */
  brevo: readBrevoConfig(process.env),
  /** Sender of the e-mails about leads (a sender verified in Brevo); default: the contact address of site settings. */
  mailFrom: process.env.MAIL_FROM?.trim() || null,
  /** Captcha verification of form submissions; null means none. */
  captcha: readCaptchaConfig(process.env),
  formsRateLimit: readFormsRateLimit(process.env),
  /** Reverse proxies in front of the site whose X-Forwarded-For is trusted for the client's address (default 0). */
  trustedProxies: positiveInteger(process.env.TRUSTED_PROXY_COUNT, 0),
}
