import {render, screen, within} from '@testing-library/react'

import {layoutFixture} from '../../../test/fixtures/layout'
import {Header} from './Header'

describe('Header', () => {
  // jsdom has no Popover API: the opening, Escape and focus return are proven in Chromium (e2e/shell.spec.ts).
  it('wires each menu button to its own popover panel of links', () => {
    render(<Header layout={layoutFixture} />)
    const nav = screen.getAllByRole('navigation', {name: 'Navigation principale'})[0]!
    const button = within(nav).getByRole('button', {name: 'Solution'})
    const panelId = button.getAttribute('popovertarget')
    expect(panelId).toBeTruthy()
    // The Popover API exposes the expanded state; HTML forbids aria-expanded beside popovertarget.
    expect(button).not.toHaveAttribute('aria-expanded')
    expect(button).toHaveAttribute('aria-controls', panelId)
    const panel = document.getElementById(panelId!)!
    expect(panel).toHaveAttribute('popover', 'auto')
    expect(within(panel).getByRole('link', {name: /Voicebot/})).toHaveAttribute('href', '/solution/voicebot')
  })

  it('links the logo home, and offers Blog, Démo and the admin console', () => {
    render(<Header layout={layoutFixture} />)
    expect(screen.getByRole('link', {name: 'Parlia, accueil'})).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', {name: 'Blog'})).toHaveAttribute('href', '/blog')
    expect(screen.getByRole('link', {name: 'Démo'})).toHaveAttribute('href', '/planifier-une-demo')
    expect(screen.getByRole('link', {name: 'Connexion'})).toHaveAttribute('href', layoutFixture.adminConsoleUrl)
  })

  it('puts the burger menu in a dialog with one disclosure per menu', () => {
    render(<Header layout={layoutFixture} />)
    // The browser states its expanded state (a command's button); HTML forbids aria-expanded beside it.
    expect(screen.getByRole('button', {name: 'Ouvrir le menu'})).not.toHaveAttribute('aria-expanded')
    const dialog = document.querySelector('dialog')!
    expect(dialog).toHaveAttribute('aria-labelledby', 'mobile-menu-title')
    // Invoker commands: the browser opens and closes it before the page's scripts have run.
    const burger = screen.getByRole('button', {name: 'Ouvrir le menu'})
    expect([burger.getAttribute('command'), burger.getAttribute('commandfor')]).toEqual(['show-modal', dialog.id])
    const closer = within(dialog).getByRole('button', {name: 'Fermer le menu', hidden: true})
    expect([closer.getAttribute('command'), closer.getAttribute('commandfor')]).toEqual(['close', dialog.id])
    expect([...dialog.querySelectorAll('summary')].map((summary) => summary.textContent)).toEqual([
      'Solution',
      'Ressources',
    ])
    expect(within(dialog).getByRole('link', {name: 'FAQ', hidden: true})).toHaveAttribute('href', '/ressources/faq')
  })

  it('shows each menu’s links as the markup the server rendered, a link leaving the site in a new tab', () => {
    render(<Header layout={layoutFixture} />)
    const button = screen.getAllByRole('button', {name: 'Ressources'})[0]!
    const panel = document.getElementById(button.getAttribute('popovertarget')!)!
    const external = within(panel).getByRole('link', {name: 'Modèle de cahier des charges (nouvel onglet)'})
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    const dialog = document.querySelector('dialog')!
    expect(
      within(dialog)
        .getAllByRole('link', {hidden: true})
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/solution/voicebot',
      '/ressources/faq',
      'https://ressources.parlia.fr/modele.docx',
      '/blog',
      '/planifier-une-demo',
      layoutFixture.adminConsoleUrl,
    ])
  })
})
