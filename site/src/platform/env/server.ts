// Holds tokens that must never reach the browser: importing this module from browser code fails the build
// (a Turbopack rule in next.config.ts; Next.js keeps the `server-only` package to the App Router).
import {readServerEnv} from './serverSchema'

export {
  type AlgoliaAdminConfig,
  type AssistantLlmConfig,
  type BrevoConfig,
  type CaptchaConfig,
  DEFAULT_CAPTCHA_VERIFY_URL,
  type RateLimitConfig,
  type SanityConfig,
  type ServerEnv,
} from './serverSchema'

/** Server-only configuration, read and validated once (next.config.ts already refused invalid values at start). */
export const serverEnv = readServerEnv(process.env)
