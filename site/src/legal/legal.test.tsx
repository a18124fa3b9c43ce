/** @jest-environment node */
import {LEGAL_PAGES} from '@parlia/schemas/constants'
import {renderToStaticMarkup} from 'react-dom/server'

import {richBodyFixture} from '../contentPages/fixtures'
import {layoutFixture} from '../test/layoutFixture'
import {getLegalPage, isLegalSlug, LEGAL_SLUGS} from './legalData'
import {LegalPage} from './LegalPage'

// These tests read the bundled dataset in content/, the one `npm start` serves.
describe('legal pages', () => {
  it('are the five pages of the spec, and no other root path', () => {
    expect(LEGAL_SLUGS).toEqual([
      'mentions-legales',
      'politique-de-confidentialite',
      'politique-de-cookies',
      'teams-privacy',
      'teams-termsofuse',
    ])
    expect(isLegalSlug('mentions-legales')).toBe(true)
    expect(isLegalSlug('blog')).toBe(false)
    expect(isLegalSlug(['mentions-legales'])).toBe(false)
  })

  it.each(LEGAL_PAGES.map((page) => page.slug))('load %s with its body and update date', async (slug) => {
    const props = await getLegalPage(slug)
    expect(props?.legal.slug).toBe(slug)
    expect(props?.legal.title).toBeTruthy()
    expect(props?.legal.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}/)
    expect(props?.legal.body.length).toBeGreaterThan(0)
  })

  it('answer null for any other slug, even one in the dataset', async () => {
    expect(await getLegalPage('autre-page')).toBeNull()
    expect(await getLegalPage(undefined)).toBeNull()
  })

  it('render the Portable Text under one h1 with the date of the last update in French', () => {
    const html = renderToStaticMarkup(
      <LegalPage
        legal={{
          slug: 'mentions-legales',
          title: 'Mentions légales',
          updatedAt: '2026-10-01',
          body: richBodyFixture('Éditeur du site', 'Parlia SAS, Lyon.'),
          seo: {metaTitle: null, metaDescription: null},
        }}
        layout={layoutFixture}
      />,
    )
    expect(html.match(/<h1/g)).toHaveLength(1)
    expect(html).toContain('Dernière mise à jour : <time dateTime="2026-10-01">1er octobre 2026</time>')
    expect(html).toContain('<h2>Éditeur du site</h2>')
  })
})
