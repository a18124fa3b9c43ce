/** @jest-environment node */
import {existsSync} from 'node:fs'
import path from 'node:path'

import {documentById, documentsOfType, linkHref, siteSettings} from '../../test/fixtures/dataset'
import {getHomeData} from '../features/home/homeData'
import {getLayoutData} from '../ui/layout/layoutData'
import {serverEnv} from '../platform/env/server'
import {contentBackend, fetchContent} from './fetch'
import {layoutQuery} from './queries'

// These tests read the bundled dataset in content/, the one `npm start` serves: what they expect is computed from
// its singletons (site settings, navigation, home page), so an editor's change of them fails none of these tests.
const publicFile = (src: string) => path.join(serverEnv.contentDir, src.replace(/^\/content\//, ''))

/** The documents of a type that references point at, in the references' order; dangling ones left out. */
function referenced<T extends Parameters<typeof documentsOfType>[0]>(type: T, references: {_ref: string}[]) {
  const documents = documentsOfType(type)
  return references.flatMap(({_ref}) => documents.filter((document) => document._id === _ref))
}

describe('the shell queries on the bundled dataset', () => {
  it('run on the bundled dataset when no Sanity project is configured', () => {
    expect(serverEnv.sanity).toBeNull()
    expect(contentBackend.name).toBe('dataset')
  })

  it('give the layout its settings, a logo on disk and the menus of the navigation, in its order', async () => {
    const settings = siteSettings()
    const layout = await getLayoutData()
    expect(layout).toMatchObject({
      brandName: settings.brandName,
      adminConsoleUrl: settings.adminConsoleUrl,
      newsletterUrl: settings.newsletterUrl,
      contactEmail: settings.contactEmail,
    })
    expect(layout.adminConsoleUrl).toMatch(/^https:\/\//)
    expect(layout.logo.width).toBeGreaterThan(0)
    expect(existsSync(publicFile(layout.logo.src))).toBe(true)
    const {menus} = documentById('navigation', 'navigation')
    const queried = await fetchContent(layoutQuery, {}, {})
    expect(
      queried!.menus.map(({title, links}) => ({title, links: links.map(({label, href}) => ({label, href}))})),
    ).toEqual(
      menus.map(({title, links}) => ({title, links: links.map((link) => ({label: link.label, href: linkHref(link)}))})),
    )
  })

  it('give the home page every block, with references and images resolved', async () => {
    const document = documentById('homePage', 'homePage')
    const home = await getHomeData({})
    expect(home).not.toBeNull()
    expect(home!.values.title).toBe(document.values.title)
    expect(home!.values.items.map((value) => value.title)).toEqual(document.values.items.map((value) => value.title))
    expect(home!.customerLogos.customers.map((customer) => customer.name)).toEqual(
      document.customerLogos.customers.map((customer) => customer.name),
    )
    const cases = referenced('customerCase', document.customerCases.items)
    expect(home!.customerCases.items.map((item) => item.id)).toEqual(cases.map((item) => item._id))
    home!.customerCases.items.forEach((item, index) => {
      expect(item.client).toBe(cases[index]!.client)
      expect(item.keyFigure).toEqual({value: cases[index]!.results[0]!.value, label: cases[index]!.results[0]!.label})
    })
    const connectors = referenced('connector', document.connectors.items).filter((item) => item.connectorId?.current)
    expect(home!.connectors.items.map((item) => item.slug)).toEqual(connectors.map((item) => item.connectorId.current))
    const {conversation} = home!.hero
    const expected = document.hero.conversation
    const [avatar] = referenced('avatar', [expected.avatar])
    expect(conversation).toMatchObject({
      question: expected.question,
      answer: expected.answer,
      avatar: {name: avatar!.name},
      source: {label: expected.source.label, href: linkHref(expected.source)},
      handover: {label: expected.handover.label, href: linkHref(expected.handover)},
    })
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
