import {readPublicCaptcha} from './publicCaptcha'

describe('the public configuration of the captcha', () => {
  it('shows no captcha by default, and would load Turnstile’s own script', () => {
    expect(readPublicCaptcha({})).toEqual({siteKey: null, scriptUrl: null})
  })

  it('counts empty and blank values as unset, as the server does', () => {
    expect(readPublicCaptcha({NEXT_PUBLIC_CAPTCHA_SITE_KEY: '  ', NEXT_PUBLIC_CAPTCHA_SCRIPT_URL: ''})).toEqual(
      readPublicCaptcha({}),
    )
  })

  it('reads every variable, trimmed, the script URL whole', () => {
    expect(
      readPublicCaptcha({
        NEXT_PUBLIC_CAPTCHA_SITE_KEY: ' 0x4AAA ',
        NEXT_PUBLIC_CAPTCHA_SCRIPT_URL: ' http://127.0.0.1:4200/turnstile/v0/api.js?render=explicit ',
      }),
    ).toEqual({siteKey: '0x4AAA', scriptUrl: 'http://127.0.0.1:4200/turnstile/v0/api.js?render=explicit'})
  })
})
