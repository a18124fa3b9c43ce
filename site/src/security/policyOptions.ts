import {publicEnv} from '../env/public'
import {publicCaptcha} from '../env/publicCaptcha'
import {publicSearch} from '../env/publicSearch'
import {serverEnv} from '../env/server'
import type {PolicyOptions} from './contentSecurityPolicy'

/** The third parties this deployment's configuration turns on, and whether it runs in development. */
export const configuredPolicy: PolicyOptions = {
  sanityImageHost: serverEnv.sanity ? publicEnv.sanityImageHost : null,
  algolia: Boolean(publicSearch.algolia),
  algoliaHost: publicSearch.algolia?.host ?? null,
  captcha: Boolean(publicCaptcha.siteKey),
  captchaScriptUrl: publicCaptcha.scriptUrl,
  development: process.env.NODE_ENV === 'development',
}
