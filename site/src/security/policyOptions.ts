import {publicEnv} from '../env/public'
import {serverEnv} from '../env/server'
import type {PolicyOptions} from './contentSecurityPolicy'

/** The third parties this deployment's configuration turns on, and whether it runs in development. */
export const configuredPolicy: PolicyOptions = {
  sanityImageHost: serverEnv.sanity ? publicEnv.sanityImageHost : null,
  algolia: Boolean(publicEnv.algolia),
  captcha: Boolean(publicEnv.captchaSiteKey),
  development: process.env.NODE_ENV === 'development',
}
