import {readPublicEnv} from './public'

describe('the public configuration', () => {
  it('defaults to the local site with no third party', () => {
    expect(readPublicEnv({})).toEqual({
      siteUrl: 'http://localhost:3000',
      sanityImageHost: 'https://cdn.sanity.io',
      algolia: null,
      captchaSiteKey: null,
      captchaScriptUrl: null,
      tagManagerId: null,
      analyticsPropertyId: null,
    })
  })

  it('counts empty and blank values as unset, as the server does', () => {
    expect(
      readPublicEnv({
        NEXT_PUBLIC_SITE_URL: '',
        NEXT_PUBLIC_SANITY_IMAGE_HOST: ' ',
        NEXT_PUBLIC_ALGOLIA_APP_ID: ' ',
        NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: '',
        NEXT_PUBLIC_ALGOLIA_HOST: ' ',
        NEXT_PUBLIC_CAPTCHA_SITE_KEY: '  ',
        NEXT_PUBLIC_CAPTCHA_SCRIPT_URL: '',
        NEXT_PUBLIC_GTM_ID: '',
        NEXT_PUBLIC_GA_MEASUREMENT_ID: '',
      }),
    ).toEqual(readPublicEnv({}))
  })

  it('reads every variable, trimmed, the site URL without its final slash', () => {
    expect(
      readPublicEnv({
        NEXT_PUBLIC_SITE_URL: ' https://www.parlia.fr/ ',
        NEXT_PUBLIC_SANITY_IMAGE_HOST: ' http://127.0.0.1:4000/ ',
        NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP1',
        NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'search-only',
        NEXT_PUBLIC_ALGOLIA_HOST: ' http://127.0.0.1:4100/ ',
        NEXT_PUBLIC_CAPTCHA_SITE_KEY: '0x4AAA',
        NEXT_PUBLIC_CAPTCHA_SCRIPT_URL: ' http://127.0.0.1:4200/turnstile/v0/api.js?render=explicit ',
        NEXT_PUBLIC_GTM_ID: 'GTM-ABC123',
        NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-XYZ',
      }),
    ).toEqual({
      siteUrl: 'https://www.parlia.fr',
      sanityImageHost: 'http://127.0.0.1:4000',
      algolia: {appId: 'APP1', searchKey: 'search-only', host: 'http://127.0.0.1:4100'},
      captchaSiteKey: '0x4AAA',
      captchaScriptUrl: 'http://127.0.0.1:4200/turnstile/v0/api.js?render=explicit',
      tagManagerId: 'GTM-ABC123',
      analyticsPropertyId: 'G-XYZ',
    })
  })

  it('searches Algolia only with both its public values', () => {
    expect(readPublicEnv({NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP1'}).algolia).toBeNull()
    expect(readPublicEnv({NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'search-only'}).algolia).toBeNull()
    expect(readPublicEnv({NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'search-only', NEXT_PUBLIC_ALGOLIA_HOST: 'http://127.0.0.1:4100'}).algolia).toBeNull()
  })

  it('searches Algolia’s own hosts unless a host is configured', () => {
    expect(readPublicEnv({NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP1', NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'search-only'}).algolia).toEqual({
      appId: 'APP1',
      searchKey: 'search-only',
      host: null,
    })
  })
})
