/** @jest-environment node */
import {LEGAL_PAGES} from '@parlia/schemas/constants'
import {renderToStaticMarkup} from 'react-dom/server'

import {renderedBodyFixture, seoFixture} from '../../../test/fixtures/content'
import {documentsOfType, siteSettings} from '../../../test/fixtures/dataset'
import {layoutFixture} from '../../../test/fixtures/layout'
import {getLegalPage, isLegalSlug, LEGAL_SLUGS} from './legalData'
import {LegalPage} from './LegalPage'

// These tests read the bundled dataset in content/, the one `npm start` serves: what they expect is computed from
// its documents, so an editor's change of the legal pages or of the site settings fails none of them.
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

  it.each(LEGAL_PAGES.map((page) => page.slug))('load %s with its title, body and update date', async (slug) => {
    const document = documentsOfType('legalPage').find((page) => page.slug?.current === slug)
    const props = await getLegalPage(slug)
    // Without its document, the page is a 404.
    expect(props?.legal.title ?? null).toBe(document?.title ?? null)
    if (!props || !document) return
    expect(props.legal.updatedAt).toBe(document.updatedAt)
    expect(props.legal.body.__html).toMatch(/^<(p|h2|h3|ul|ol)[ >]/)
  })

  it('give the legal notice the facts of the site settings, and no other page', async () => {
    const {legalNotice, contactEmail} = siteSettings()
    const notice = await getLegalPage('mentions-legales')
    expect(notice?.notice).toEqual({
      companyName: legalNotice.companyName,
      legalForm: legalNotice.legalForm,
      shareCapital: legalNotice.shareCapital,
      rcsNumber: legalNotice.rcsNumber,
      rcsCity: legalNotice.rcsCity,
      vatNumber: legalNotice.vatNumber ?? null,
      headOffice: legalNotice.headOffice,
      phone: legalNotice.phone,
      email: contactEmail,
      publicationDirector: legalNotice.publicationDirector,
      host: {name: legalNotice.host.name, address: legalNotice.host.address, phone: legalNotice.host.phone},
    })
    expect((await getLegalPage('politique-de-cookies'))?.notice ?? null).toBeNull()
  })

  it('keep those facts out of the legal notice’s own text: the settings are their one source', async () => {
    const {legalNotice} = siteSettings()
    const text = JSON.stringify((await getLegalPage('mentions-legales'))?.legal.body)
    for (const fact of [
      legalNotice.rcsNumber,
      legalNotice.shareCapital,
      legalNotice.headOffice,
      legalNotice.host.address,
      legalNotice.publicationDirector,
    ])
      expect(text).not.toContain(fact)
  })

  it('answer null for any other slug, even one in the dataset', async () => {
    expect(await getLegalPage('autre-page')).toBeNull()
    expect(await getLegalPage(undefined)).toBeNull()
  })

  it('render the Portable Text under one h1 with the date of the last update in French', () => {
    const html = renderToStaticMarkup(
      <LegalPage
        legal={{
          title: 'Mentions légales',
          updatedAt: '2026-10-01',
          body: renderedBodyFixture('Éditeur du site', 'Parlia SAS, Lyon.'),
          seo: seoFixture,
        }}
        notice={null}
        layout={layoutFixture}
      />,
    )
    expect(html.match(/<h1/g)).toHaveLength(1)
    expect(html).toContain('Dernière mise à jour : <time dateTime="2026-10-01">1er octobre 2026</time>')
    expect(html).toContain('<h2>Éditeur du site</h2>')
  })

  it('render the publisher, the publication director and the host on the legal notice, before its text', () => {
    const html = renderToStaticMarkup(
      <LegalPage
        legal={{
          title: 'Mentions légales',
          updatedAt: '2026-10-01',
          body: renderedBodyFixture('Propriété intellectuelle', 'Tous droits réservés.'),
          seo: seoFixture,
        }}
        notice={{
          companyName: 'Exemple SAS',
          legalForm: 'Société par actions simplifiée',
          shareCapital: '10 000 €',
          rcsNumber: '123 456 789',
          rcsCity: 'Lyon',
          vatNumber: null,
          headOffice: '1 place Bellecour, 69002 Lyon',
          phone: '+33 4 00 00 00 00',
          email: 'contact@exemple.fr',
          publicationDirector: 'Camille Martin, président',
          host: {name: 'Hébergeur SA', address: '2 rue du Port, 59100 Roubaix', phone: '09 00 00 00 00'},
        }}
        layout={layoutFixture}
      />,
    )
    const headings = [...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((match) => match[1])
    expect(headings).toEqual([
      'Éditeur du site',
      'Directeur de la publication',
      'Hébergeur',
      'Propriété intellectuelle',
    ])
    for (const fact of [
      'Dénomination sociale : Exemple SAS',
      'Forme juridique : Société par actions simplifiée',
      'Capital social : 10 000 €',
      'Immatriculation : RCS Lyon 123 456 789',
      'Siège social : 1 place Bellecour, 69002 Lyon',
      'Téléphone : <a href="tel:+33400000000">+33 4 00 00 00 00</a>',
      'La direction de la publication est assurée par Camille Martin, président.',
      'Nom : Hébergeur SA',
      'Adresse : 2 rue du Port, 59100 Roubaix',
      'Téléphone : <a href="tel:0900000000">09 00 00 00 00</a>',
    ]) {
      expect(html).toContain(fact)
    }
    expect(html).not.toContain('TVA')
  })
})
