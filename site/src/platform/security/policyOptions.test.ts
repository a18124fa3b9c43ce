/** @jest-environment node */
import {BOOTSTRAP_LOADER_HASH} from './inlineScripts'
import {configuredPolicy} from './policyOptions'

describe('the policy of this deployment’s configuration', () => {
  it('allows the pages’ one inline script and turns on no search, captcha or tag manager without their keys', () => {
    expect(configuredPolicy({})).toMatchObject({
      scriptHashes: [BOOTSTRAP_LOADER_HASH],
      tagManager: false,
      sanityImageHost: null,
      algolia: false,
      algoliaHost: null,
      captcha: false,
      captchaScriptUrl: null,
    })
  })

  it('names Algolia’s and Turnstile’s own hosts when only their keys are set', () => {
    const options = configuredPolicy({
      NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP1',
      NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'search',
      NEXT_PUBLIC_CAPTCHA_SITE_KEY: '0x4AAA',
    })
    expect(options).toMatchObject({algolia: true, algoliaHost: null, captcha: true, captchaScriptUrl: null})
  })

  it('follows NEXT_PUBLIC_ALGOLIA_HOST and NEXT_PUBLIC_CAPTCHA_SCRIPT_URL', () => {
    const options = configuredPolicy({
      NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP1',
      NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'search',
      NEXT_PUBLIC_ALGOLIA_HOST: 'http://127.0.0.1:4100/',
      NEXT_PUBLIC_CAPTCHA_SITE_KEY: '1x00000000000000000000AA',
      NEXT_PUBLIC_CAPTCHA_SCRIPT_URL: 'http://127.0.0.1:4200/turnstile/v0/api.js?render=explicit',
    })
    expect(options).toMatchObject({
      algolia: true,
      algoliaHost: 'http://127.0.0.1:4100',
      captcha: true,
      captchaScriptUrl: 'http://127.0.0.1:4200/turnstile/v0/api.js?render=explicit',
    })
  })

  it('lets the tag manager in for every visitor once a container is configured (the consent code holds it back)', () => {
    expect(configuredPolicy({NEXT_PUBLIC_GTM_ID: 'GTM-TEST123'}).tagManager).toBe(true)
  })

  it('names the image CDN when the content comes from a Sanity project', () => {
    expect(configuredPolicy({SANITY_PROJECT_ID: 'abc123'}).sanityImageHost).toBe('https://cdn.sanity.io')
  })
})
