import {setTimeout as sleep} from 'node:timers/promises'

import {render, screen, waitFor, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import {StrictMode} from 'react'

import {Footer} from '../../ui/layout/Footer'
import {layoutFixture} from '../../../test/fixtures/layout'
import {ConsentProvider} from './ConsentProvider'

const BANNER = {name: 'Vos choix en matière de cookies'}

/** The site's shell as the app renders it: the provider around a page and its footer. */
function renderSite() {
  return render(
    <ConsentProvider>
      <main>
        <button type="button">Un bouton de la page</button>
      </main>
      <Footer content={layoutFixture.footer} />
    </ConsentProvider>,
  )
}

const banner = () => screen.findByRole('dialog', BANNER)

describe('the consent banner', () => {
  beforeAll(() => {
    // jsdom has no layout: the banner's scroll padding has nothing to measure.
    window.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
  })
  afterEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, {path: '/'})
    delete window.dataLayer
  })

  it('opens on a first visit, first in the page, without taking the focus', async () => {
    const {container} = renderSite()
    const dialog = await banner()
    expect(container.firstElementChild).toBe(dialog)
    expect(dialog).toHaveAccessibleDescription(
      /Avec votre accord, des cookies de mesure d’audience nous aident à améliorer le site/,
    )
    expect(document.body).toHaveFocus()
  })

  it('offers refusing and accepting side by side and alike, and links to the cookie policy', async () => {
    renderSite()
    const dialog = within(await banner())
    const refuse = dialog.getByRole('button', {name: 'Tout refuser'})
    const accept = dialog.getByRole('button', {name: 'Tout accepter'})
    expect(refuse.className).toBe(accept.className)
    expect(refuse.parentElement).toBe(accept.parentElement)
    expect(dialog.getByRole('link', {name: 'Politique de cookies'})).toHaveAttribute('href', '/politique-de-cookies')
  })

  it('Tout accepter stores true, pushes cookieInit and closes', async () => {
    renderSite()
    await userEvent.click(within(await banner()).getByRole('button', {name: 'Tout accepter'}))
    expect(Cookies.get('CookieConsent')).toBe('true')
    expect(window.dataLayer).toContainEqual({event: 'cookieInit'})
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it.each([['Tout refuser'], ['Continuer sans accepter']])('%s stores false and closes', async (name) => {
    document.cookie = '_ga=GA1.1.1; path=/'
    renderSite()
    await userEvent.click(within(await banner()).getByRole('button', {name}))
    expect(Cookies.get()).toEqual({CookieConsent: 'false'})
    expect(window.dataLayer).toBeUndefined()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('Escape refuses, from anywhere in the banner', async () => {
    renderSite()
    within(await banner())
      .getByRole('link', {name: 'Politique de cookies'})
      .focus()
    await userEvent.keyboard('{Escape}')
    expect(Cookies.get('CookieConsent')).toBe('false')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('does not trap the page: it stays usable and the keyboard moves on past the banner', async () => {
    renderSite()
    const dialog = within(await banner())
    await userEvent.click(screen.getByRole('button', {name: 'Un bouton de la page'}))
    expect(screen.getByRole('button', {name: 'Un bouton de la page'})).toHaveFocus()
    dialog.getByRole('button', {name: 'Tout accepter'}).focus()
    await userEvent.tab()
    expect(screen.getByRole('button', {name: 'Un bouton de la page'})).toHaveFocus()
    expect(screen.getByRole('dialog', BANNER)).toBeInTheDocument()
  })

  it('stays closed once a choice is stored', async () => {
    document.cookie = 'CookieConsent=false; path=/'
    renderSite()
    // The consent logic runs once its chunk has loaded: then it would have opened the banner.
    await waitFor(() => expect(Cookies.get('CookieConsent')).toBe('false'))
    await sleep(50)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('applies the stored consent once per page load, even when React runs effects twice', async () => {
    document.cookie = 'CookieConsent=true; path=/'
    render(
      <StrictMode>
        <ConsentProvider>
          <main />
        </ConsentProvider>
      </StrictMode>,
    )
    await waitFor(() => expect(window.dataLayer).toContainEqual({event: 'cookieInit'}))
    await sleep(50)
    expect(window.dataLayer?.filter((entry) => (entry as {event?: string}).event === 'cookieInit')).toHaveLength(1)
  })

  it('reopens from the footer’s Gérer mes cookies with the current choice, and gives the focus back', async () => {
    document.cookie = 'CookieConsent=true; path=/'
    renderSite()
    const manage = screen.getByRole('button', {name: 'Gérer mes cookies'})
    manage.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await banner()
    expect(dialog).toHaveFocus()
    expect(dialog).toHaveTextContent('Votre choix actuel : cookies de mesure d’audience acceptés.')
    // Keyboard only: into the banner, to 'Tout refuser'.
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    expect(within(dialog).getByRole('button', {name: 'Tout refuser'})).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(Cookies.get('CookieConsent')).toBe('false')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(manage).toHaveFocus()
  })
})
