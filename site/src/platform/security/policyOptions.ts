import {readPublicEnv} from '../env/public'
import {readPublicCaptcha} from '../env/publicCaptcha'
import {readPublicSearch} from '../env/publicSearch'
import {readServerEnv} from '../env/serverSchema'
import type {PolicyOptions} from './contentSecurityPolicy'
import {BOOTSTRAP_LOADER_HASH} from './inlineScripts'

/**
 * The policy of a build configured with `env`, the same for every visitor (so any shared cache may keep its
 * pages): the page's one inline script, the third parties the configuration turns on, and the tag manager's
 * hosts whenever a container is configured (the consent code keeps it from loading before acceptance).
 */
export function configuredPolicy(env: Readonly<Record<string, string | undefined>>): PolicyOptions {
  const algolia = readPublicSearch(env).algolia
  const captcha = readPublicCaptcha(env)
  const publicEnv = readPublicEnv(env)
  return {
    scriptHashes: [BOOTSTRAP_LOADER_HASH],
    tagManager: Boolean(publicEnv.tagManagerId),
    sanityImageHost: readServerEnv(env).sanity ? publicEnv.sanityImageHost : null,
    algolia: Boolean(algolia),
    algoliaHost: algolia?.host ?? null,
    captcha: Boolean(captcha.siteKey),
    captchaScriptUrl: captcha.scriptUrl,
    development: env.NODE_ENV === 'development',
  }
}
