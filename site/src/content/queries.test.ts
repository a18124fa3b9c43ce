/** @jest-environment node */
import {existsSync} from 'node:fs'
import path from 'node:path'

import {HOME_VALUES} from '@parlia/schemas/constants'

import {getHomeData} from '../home/homeData'
import {getLayoutData} from '../layout/layoutData'
import {serverEnv} from '../env/server'
import {contentBackend} from './fetch'

// These tests read the bundled dataset in content/, the one `npm start` serves.
const publicFile = (src: string) => path.join(serverEnv.contentDir, src.replace(/^\/content\//, ''))

describe('the shell queries on the bundled dataset', () => {
  it('run on the bundled dataset when no Sanity project is configured', () => {
    expect(serverEnv.sanity).toBeNull()
    expect(contentBackend.name).toBe('dataset')
  })

  it('give the layout its settings, a logo on disk and the four menus of the spec', async () => {
    const layout = await getLayoutData()
    expect(layout.brandName).toBe('Parlia')
    expect(layout.adminConsoleUrl).toMatch(/^https:\/\//)
    expect(layout.newsletterUrl).toMatch(/^https:\/\//)
    expect(layout.tenderTemplateUrl).toMatch(/^https:\/\//)
    expect(layout.logo.width).toBeGreaterThan(0)
    expect(existsSync(publicFile(layout.logo.src))).toBe(true)
    expect(layout.menus.map((menu) => menu.title)).toEqual(['Solution', 'Cas d’usage', 'Ressources', 'À propos'])
    const hrefs = layout.menus.flatMap((menu) => menu.links.map((link) => link.href))
    for (const href of [
      '/solution/parlia-semantics',
      '/solution/livechat',
      '/solution/voicebot',
      '/solution/connecteurs',
      '/cas-usage/support-utilisateur',
      '/cas-usage/ressources-humaines',
      '/cas-usage/moyens-generaux',
      '/ressources/replay-webinars',
      '/ressources/cas-usage-client',
      '/ressources/livres-blancs',
      layout.tenderTemplateUrl,
      '/ressources/faq',
      '/qui-sommes-nous',
      '/rejoignez-nous',
    ]) {
      expect(hrefs).toContain(href)
    }
  })

  it('give the home page every block, with references and images resolved', async () => {
    const home = await getHomeData({})
    expect(home).not.toBeNull()
    expect(home!.values.map((value) => value.title)).toEqual(HOME_VALUES.map((value) => value.title))
    expect(home!.customerLogos.customers.length).toBeGreaterThanOrEqual(3)
    expect(home!.customerCases.items.length).toBeGreaterThanOrEqual(1)
    expect(home!.customerCases.items.every((item) => item.client && item.keyFigure?.value)).toBe(true)
    expect(home!.connectors.items.map((item) => item.slug)).toContain('glpi')
    const {conversation} = home!.hero
    expect(conversation).toMatchObject({avatar: {name: 'Hugo'}, source: {href: '/solution/connecteurs/glpi'}, handover: {href: '/contact'}})
    expect(conversation.question).toMatch(/GLPI/)
    const images = [
      conversation.avatar.image,
      ...home!.customerLogos.customers.map((customer) => customer.logo),
      ...home!.connectors.items.map((item) => item.logo),
    ]
    for (const image of images) {
      expect(image?.alt).toBeTruthy()
      expect(existsSync(publicFile(image!.src))).toBe(true)
    }
  })
})
