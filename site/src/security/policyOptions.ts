import {publicEnv} from '../env/public'
import {serverEnv} from '../env/server'
import type {PolicyOptions} from './contentSecurityPolicy'

/** The third parties this deployment's configuration turns on, and whether it runs in development. */
export const configuredPolicy: PolicyOptions = {
  sanityImageHost: serverEnv.sanity ? publicEnv.sanityImageHost : null,
  algolia: Boolean(publicEnv.algolia),
  algoliaHost: publicEnv.algolia?.host ?? null,
  captcha: Boolean(publicEnv.captchaSiteKey),
  captchaScriptUrl: publicEnv.captchaScriptUrl,
  development: process.env.NODE_ENV === 'development',
}
