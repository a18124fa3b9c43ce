/** @jest-environment node */
import type {PolicyOptions} from './contentSecurityPolicy'

const VARIABLES = ['NEXT_PUBLIC_ALGOLIA_APP_ID', 'NEXT_PUBLIC_ALGOLIA_SEARCH_KEY', 'NEXT_PUBLIC_ALGOLIA_HOST', 'NEXT_PUBLIC_CAPTCHA_SITE_KEY', 'NEXT_PUBLIC_CAPTCHA_SCRIPT_URL']

/** The policy options of a deployment configured with `env`, its modules read afresh. */
function policyOf(env: Record<string, string>): PolicyOptions {
  for (const name of VARIABLES) delete process.env[name]
  Object.assign(process.env, env)
  let options: PolicyOptions | undefined
  jest.isolateModules(() => {
    options = jest.requireActual<typeof import('./policyOptions')>('./policyOptions').configuredPolicy
  })
  return options!
}

describe('the policy of this deployment’s configuration', () => {
  const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]))
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })

  it('turns on no search or captcha host without their public keys', () => {
    expect(policyOf({})).toMatchObject({algolia: false, algoliaHost: null, captcha: false, captchaScriptUrl: null})
  })

  it('names Algolia’s and Turnstile’s own hosts when only their keys are set', () => {
    const options = policyOf({NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP1', NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'search', NEXT_PUBLIC_CAPTCHA_SITE_KEY: '0x4AAA'})
    expect(options).toMatchObject({algolia: true, algoliaHost: null, captcha: true, captchaScriptUrl: null})
  })

  it('follows NEXT_PUBLIC_ALGOLIA_HOST and NEXT_PUBLIC_CAPTCHA_SCRIPT_URL', () => {
    const options = policyOf({
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
})
