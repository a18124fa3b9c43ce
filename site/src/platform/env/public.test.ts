import {readPublicEnv} from './public'

describe('the public configuration of the shell', () => {
  it('defaults to the local site with no third party, and holds only what the shell reads', () => {
    // Search's and the captcha's values live in their own modules, so that every page does not carry them.
    expect(readPublicEnv({})).toEqual({
      siteUrl: 'http://localhost:3000',
      sanityImageHost: 'https://cdn.sanity.io',
      tagManagerId: null,
    })
  })

  it('counts empty and blank values as unset, as the server does', () => {
    expect(
      readPublicEnv({
        NEXT_PUBLIC_SITE_URL: '',
        NEXT_PUBLIC_SANITY_IMAGE_HOST: ' ',
        NEXT_PUBLIC_GTM_ID: '  ',
      }),
    ).toEqual(readPublicEnv({}))
  })

  it('reads every variable, trimmed, the URLs without their final slash', () => {
    expect(
      readPublicEnv({
        NEXT_PUBLIC_SITE_URL: ' https://www.parlia.fr/ ',
        NEXT_PUBLIC_SANITY_IMAGE_HOST: ' http://127.0.0.1:4000/ ',
        NEXT_PUBLIC_GTM_ID: ' GTM-ABC123 ',
      }),
    ).toEqual({
      siteUrl: 'https://www.parlia.fr',
      sanityImageHost: 'http://127.0.0.1:4000',
      tagManagerId: 'GTM-ABC123',
    })
  })
})
