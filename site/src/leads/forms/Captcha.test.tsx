import {turnstileScript} from '@parlia/services/src/captcha'
import {act, render, screen} from '@testing-library/react'

import {publicCaptcha} from '../../platform/env/publicCaptcha'
import {Captcha, CAPTCHA_SCRIPT_URL, CAPTCHA_WIDGET_HEIGHT} from './Captcha'

const LOCAL_SCRIPT_URL = 'http://127.0.0.1:4200/turnstile/v0/api.js?render=explicit'

const scriptOf = (src: string) => document.querySelector<HTMLScriptElement>(`script[src="${src}"]`)

afterEach(() => {
  publicCaptcha.scriptUrl = null
  delete window.turnstile
  for (const script of document.head.querySelectorAll('script')) script.remove()
})

// The tests run in order: the script is loaded once per page, and again only after a failed load.
describe('the captcha widget', () => {
  it('loads Turnstile’s script by default, in a space the size of its widget', async () => {
    const {container} = render(<Captcha siteKey="0x4AAA" onToken={jest.fn()} />)
    expect(container.firstElementChild).toHaveStyle({minHeight: `${CAPTCHA_WIDGET_HEIGHT}px`})
    const script = scriptOf(CAPTCHA_SCRIPT_URL)
    expect(script).not.toBeNull()
    // Offline, the script fails: the form stays as it is (the server answers the submission without a token).
    await act(async () => script!.dispatchEvent(new Event('error')))
    expect(container.firstElementChild).toBeEmptyDOMElement()
  })

  it('loads the script NEXT_PUBLIC_CAPTCHA_SCRIPT_URL names: the local stand-in draws its widget and gives its token', async () => {
    publicCaptcha.scriptUrl = LOCAL_SCRIPT_URL
    const onToken = jest.fn()
    const {unmount} = render(<Captcha siteKey="1x00000000000000000000AA" onToken={onToken} />)
    expect(scriptOf(CAPTCHA_SCRIPT_URL)).toBeNull()
    const script = scriptOf(LOCAL_SCRIPT_URL)
    expect(script).not.toBeNull()
    // What the browser does with the served script: run it, then fire its load event.
    await act(async () => {
      new Function(turnstileScript)()
      script!.dispatchEvent(new Event('load'))
    })
    const widget = screen.getByRole('status')
    expect(widget).toHaveTextContent('Vérification anti-robot en cours…')
    expect(onToken).not.toHaveBeenCalled()
    expect(await screen.findByText('Vérification anti-robot réussie')).toBeVisible()
    expect(widget).toHaveTextContent('Vérification anti-robot réussie')
    expect(onToken).toHaveBeenCalledWith('XXXX.DUMMY.TOKEN.XXXX')
    unmount()
    expect(screen.queryByRole('status')).toBeNull()
  })
})
