import path from 'node:path'

import {SANITY_API_VERSION} from '@parlia/schemas/constants/sanityApi'
import {DEFAULT_DATASET, projectApiHost} from '@parlia/schemas/env/defaults'
import {createEnv} from '@t3-oss/env-nextjs'
import * as yup from 'yup'

import {publicSchema} from './publicSchema'
import {repositoryRoot} from './repositoryRoot'
import {httpUrl, postgresUrl, redisUrl, shaped, wholeNumber} from './rules'
import {synchronous} from './synchronous'

/** Cloudflare Turnstile's, the only captcha the forms load. */
export const DEFAULT_CAPTCHA_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

const DEFAULT_BREVO_API_URL = 'https://api.brevo.com/v3'

/** `npm run studio`'s address. */
const DEFAULT_STUDIO_URL = 'http://localhost:3333'

/**
 * The rules of the server's own variables, with their defaults (documented in .env.example). Absent,
 * empty and blank values all count as unset.
 */
const serverSchema = {
  SANITY_PROJECT_ID: synchronous(shaped(/^[a-z0-9-]+$/i, 'a Sanity project id (letters, digits and dashes)')),
  SANITY_DATASET: synchronous(
    shaped(/^~?[a-z0-9][\w-]{0,63}$/, 'a Sanity dataset name (lowercase letters, digits, _ and -, at most 64)').default(
      DEFAULT_DATASET,
    ),
  ),
  SANITY_API_READ_TOKEN: synchronous(yup.string()),
  SANITY_API_HOST: synchronous(httpUrl()),
  SANITY_API_CDN_HOST: synchronous(httpUrl()),
  SANITY_REVALIDATE_SECRET: synchronous(yup.string()),
  STUDIO_URL: synchronous(httpUrl().default(DEFAULT_STUDIO_URL)),
  CONTENT_DIR: synchronous(yup.string()),
  ALGOLIA_ADMIN_KEY: synchronous(yup.string()),
  DATABASE_URL: synchronous(postgresUrl()),
  DATABASE_NAME: synchronous(yup.string()),
  REDIS_URL: synchronous(redisUrl()),
  // Read by src/platform/logging/logger.ts itself (it may load before this configuration); checked here with the rest.
  LOG_LEVEL: synchronous(
    yup
      .string()
      .oneOf(
        ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
        'must be one of fatal, error, warn, info, debug, trace, silent',
      ),
  ),
  DATA_DIR: synchronous(yup.string()),
  BREVO_API_KEY: synchronous(yup.string()),
  BREVO_API_URL: synchronous(httpUrl().default(DEFAULT_BREVO_API_URL)),
  BREVO_LIST_ID: synchronous(wholeNumber(1)),
  MAIL_FROM: synchronous(yup.string().email('must be an e-mail address')),
  CAPTCHA_SECRET_KEY: synchronous(yup.string()),
  CAPTCHA_VERIFY_URL: synchronous(httpUrl().default(DEFAULT_CAPTCHA_VERIFY_URL)),
  FORMS_RATE_LIMIT_MAX: synchronous(wholeNumber(1).default(10)),
  FORMS_RATE_LIMIT_WINDOW_SECONDS: synchronous(wholeNumber(1).default(600)),
  // InstantSearch sends a request per keystroke (two when a refinement and the query change together): a
  // fast typist makes 5 to 8 a second, a visitor rarely a hundred in a minute. 600 a minute leaves room for
  // colleagues behind one office address and holds a script to 10 a second, a tenth of a core at its cost.
  SEARCH_RATE_LIMIT_MAX: synchronous(wholeNumber(1).default(600)),
  SEARCH_RATE_LIMIT_WINDOW_SECONDS: synchronous(wholeNumber(1).default(60)),
  TRUSTED_PROXY_COUNT: synchronous(wholeNumber(0).default(0)),
  ASSISTANT_LLM_BASE_URL: synchronous(httpUrl()),
  ASSISTANT_LLM_API_KEY: synchronous(yup.string()),
  ASSISTANT_LLM_MODEL: synchronous(yup.string()),
  // A visitor asks a question every few seconds at most; each may cost an LLM call, so a script is held far lower
  // than on the search.
  ASSISTANT_RATE_LIMIT_MAX: synchronous(wholeNumber(1).default(30)),
  ASSISTANT_RATE_LIMIT_WINDOW_SECONDS: synchronous(wholeNumber(1).default(60)),
}

/** The three variables of the assistant's language model: all three or none. */
const ASSISTANT_LLM_VARIABLES = ['ASSISTANT_LLM_BASE_URL', 'ASSISTANT_LLM_API_KEY', 'ASSISTANT_LLM_MODEL'] as const

type VariableName = keyof typeof serverSchema | keyof typeof publicSchema

const VARIABLE_NAMES = [...Object.keys(serverSchema), ...Object.keys(publicSchema)] as VariableName[]

export interface SanityConfig {
  projectId: string
  dataset: string
  token?: string
  apiVersion: string
  /** The live API, read by rebuilds a webhook triggers: `SANITY_API_HOST`, or the project's `https://<projectId>.api.sanity.io`. */
  apiHost: string
  /** The API CDN, read by every other published read: `SANITY_API_CDN_HOST`, or the project's `https://<projectId>.apicdn.sanity.io`. */
  apiCdnHost: string
}

export interface AlgoliaAdminConfig {
  appId: string
  adminKey: string
  /** The one origin the writer reaches instead of Algolia's own hosts (`NEXT_PUBLIC_ALGOLIA_HOST`); null: Algolia's. */
  host: string | null
}

export interface BrevoConfig {
  apiKey: string
  apiUrl: string
  /** The list every lead joins, when set. */
  listId: number | null
}

export interface CaptchaConfig {
  secret: string
  verifyUrl: string
}

/** Any OpenAI-compatible chat-completions endpoint (Mistral's, for instance) that the assistant's answers use. */
export interface AssistantLlmConfig {
  /** The API's base URL, before `/chat/completions` (`https://api.mistral.ai/v1`). */
  baseUrl: string
  apiKey: string
  model: string
}

export interface RateLimitConfig {
  /** Requests allowed per client IP address within the window. */
  points: number
  windowSeconds: number
}

export interface ServerEnv {
  /** The Content Lake; null means the bundled dataset under `contentDir`. */
  sanity: SanityConfig | null
  /** The bundled dataset: `CONTENT_DIR`, or `content/` at the repository root. */
  contentDir: string
  /** Write access to the Algolia indices (search:index, webhook re-indexing). Never sent to the browser. */
  algoliaAdmin: AlgoliaAdminConfig | null
  /** The secret shared with the Sanity webhook (POST /api/revalidate); null means every call is refused. */
  revalidateSecret: string | null
  /** The Studio's address: draft mode's stega links open its documents (preview/stega.ts). */
  studioUrl: string
  /** The Studio's origin: its Presentation tool frames the site's pages in draft mode (preview/), and only it. */
  studioOrigin: string
  /** PostgreSQL for the leads, with `DATABASE_NAME` (when given) naming the database; null means PGlite under `dataDir`. */
  databaseUrl: string | null
  /**
   * Where the site keeps its own files: the embedded database (PGlite) when no PostgreSQL server is
   * configured, and the e-mails written when Brevo is not. `DATA_DIR`, or `.data/` at the repository root.
   */
  dataDir: string
  /**
   * Redis, shared by every instance of the site: the ISR cache, the rate limits, the publish window and the content
   * changes; null means each process keeps them itself (one instance). Read when the server starts.
   */
  redisUrl: string | null
  /** Lead delivery to Brevo; null means e-mails are written as .eml files under `dataDir`. */
  brevo: BrevoConfig | null
  /** Sender of the e-mails about leads (a sender verified in Brevo); default: the contact address of site settings. */
  mailFrom: string | null
  /** Turnstile verification of form submissions; null means none. */
  captcha: CaptchaConfig | null
  /** Form submissions per client IP address (default 10 per 600 s). */
  formsRateLimit: RateLimitConfig
  /** Search requests per client IP address (default 600 per 60 s). */
  searchRateLimit: RateLimitConfig
  /** Reverse proxies in front of the site whose X-Forwarded-For is trusted for the client's address (default 0). */
  trustedProxies: number
  /** The assistant's language model; null means extractive answers only. The key never leaves the server. */
  assistantLlm: AssistantLlmConfig | null
  /** Questions to the assistant per client IP address, and as many votes on answers (default 30 per 60 s). */
  assistantRateLimit: RateLimitConfig
}

interface Issue {
  message: string
  path?: readonly (PropertyKey | {key: PropertyKey})[]
}

/** One line per invalid variable, named, without its value (it may be a secret). */
function refuse(issues: readonly Issue[]): never {
  const lines = issues.map(({path: at, message}) => {
    const name = (at ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.')
    return `  ${name} ${message}`
  })
  throw new Error(`Invalid configuration (see .env.example):\n${lines.join('\n')}`)
}

/** A host without the trailing slashes `@sanity/client` would double before `/v<apiVersion>` (every host is written alike). */
const bareHost = (url: string) => url.replace(/\/+$/, '')

function sanityConfig(env: {
  SANITY_PROJECT_ID?: string
  SANITY_DATASET: string
  SANITY_API_READ_TOKEN?: string
  SANITY_API_HOST?: string
  SANITY_API_CDN_HOST?: string
}): SanityConfig | null {
  const projectId = env.SANITY_PROJECT_ID
  if (!projectId) return null
  return {
    projectId,
    dataset: env.SANITY_DATASET,
    token: env.SANITY_API_READ_TOKEN,
    apiVersion: SANITY_API_VERSION,
    apiHost: bareHost(env.SANITY_API_HOST ?? projectApiHost(projectId)),
    apiCdnHost: bareHost(env.SANITY_API_CDN_HOST ?? `https://${projectId}.apicdn.sanity.io`),
  }
}

/**
 * The assistant's model when its three variables are set, none when none is; one or two of them is a mistake that
 * would silently leave the assistant extractive, so it is refused, naming the missing ones.
 */
function readAssistant(env: {
  ASSISTANT_LLM_BASE_URL?: string
  ASSISTANT_LLM_API_KEY?: string
  ASSISTANT_LLM_MODEL?: string
  ASSISTANT_RATE_LIMIT_MAX: number
  ASSISTANT_RATE_LIMIT_WINDOW_SECONDS: number
}): Pick<ServerEnv, 'assistantLlm' | 'assistantRateLimit'> {
  const assistantRateLimit = {
    points: env.ASSISTANT_RATE_LIMIT_MAX,
    windowSeconds: env.ASSISTANT_RATE_LIMIT_WINDOW_SECONDS,
  }
  const missing = ASSISTANT_LLM_VARIABLES.filter((name) => !env[name])
  if (missing.length === ASSISTANT_LLM_VARIABLES.length) return {assistantLlm: null, assistantRateLimit}
  if (missing.length > 0) {
    refuse(
      missing.map((name) => ({
        path: [name],
        message: 'must be set with the other ASSISTANT_LLM_ variables (all three or none)',
      })),
    )
  }
  return {
    assistantLlm: {
      baseUrl: bareHost(env.ASSISTANT_LLM_BASE_URL!),
      apiKey: env.ASSISTANT_LLM_API_KEY!,
      model: env.ASSISTANT_LLM_MODEL!,
    },
    assistantRateLimit,
  }
}

/** `url` with `name` (when given) replacing the database it names. */
function withDatabaseName(url: string, name: string | undefined): string {
  if (!name) return url
  const parsed = new URL(url)
  parsed.pathname = `/${encodeURIComponent(name)}`
  return parsed.toString()
}

/**
 * The server's configuration from these variables (the site's and the public ones), or an error naming
 * every invalid one. Relative folders resolve from the working directory.
 */
export function readServerEnv(source: Readonly<Record<string, string | undefined>>): ServerEnv {
  const env = createEnv<typeof serverSchema, typeof publicSchema>({
    server: serverSchema,
    client: publicSchema,
    runtimeEnv: Object.fromEntries(VARIABLE_NAMES.map((name) => [name, source[name]?.trim()])) as Record<
      VariableName,
      string | undefined
    >,
    isServer: true,
    emptyStringAsUndefined: true,
    onValidationError: refuse,
  })
  const folder = (configured: string | undefined, name: string) =>
    configured
      ? path.resolve(/* turbopackIgnore: true */ configured)
      : path.join(/* turbopackIgnore: true */ repositoryRoot(), name)
  const algoliaAppId = env.NEXT_PUBLIC_ALGOLIA_APP_ID
  return {
    sanity: sanityConfig(env),
    contentDir: folder(env.CONTENT_DIR, 'content'),
    algoliaAdmin:
      algoliaAppId && env.ALGOLIA_ADMIN_KEY
        ? {
            appId: algoliaAppId,
            adminKey: env.ALGOLIA_ADMIN_KEY,
            host: env.NEXT_PUBLIC_ALGOLIA_HOST ? bareHost(env.NEXT_PUBLIC_ALGOLIA_HOST) : null,
          }
        : null,
    revalidateSecret: env.SANITY_REVALIDATE_SECRET ?? null,
    studioUrl: env.STUDIO_URL.replace(/\/+$/, ''),
    studioOrigin: new URL(env.STUDIO_URL).origin,
    databaseUrl: env.DATABASE_URL ? withDatabaseName(env.DATABASE_URL, env.DATABASE_NAME) : null,
    dataDir: folder(env.DATA_DIR, '.data'),
    redisUrl: env.REDIS_URL ?? null,
    brevo: env.BREVO_API_KEY
      ? {apiKey: env.BREVO_API_KEY, apiUrl: env.BREVO_API_URL.replace(/\/+$/, ''), listId: env.BREVO_LIST_ID ?? null}
      : null,
    mailFrom: env.MAIL_FROM ?? null,
    captcha: env.CAPTCHA_SECRET_KEY ? {secret: env.CAPTCHA_SECRET_KEY, verifyUrl: env.CAPTCHA_VERIFY_URL} : null,
    formsRateLimit: {points: env.FORMS_RATE_LIMIT_MAX, windowSeconds: env.FORMS_RATE_LIMIT_WINDOW_SECONDS},
    searchRateLimit: {points: env.SEARCH_RATE_LIMIT_MAX, windowSeconds: env.SEARCH_RATE_LIMIT_WINDOW_SECONDS},
    trustedProxies: env.TRUSTED_PROXY_COUNT,
    ...readAssistant(env),
  }
}
