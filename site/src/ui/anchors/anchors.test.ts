import {MAIN_CONTENT_ID} from '@parlia/schemas/routes'

import {FIXED_IDS, headingAnchors, headingSlug} from './anchors'

describe('headingSlug', () => {
  it('folds accents and case and joins the words with hyphens', () => {
    expect(headingSlug('Durées de conservation')).toBe('durees-de-conservation')
    expect(headingSlug('Qu’est-ce qu’un cookie ?')).toBe('qu-est-ce-qu-un-cookie')
    expect(headingSlug('Âge minimum')).toBe('age-minimum')
    expect(headingSlug('1. Définir la finalité et la base légale')).toBe('1-definir-la-finalite-et-la-base-legale')
  })

  it('ignores stega’s invisible characters, so a draft’s heading keeps the published id', () => {
    expect(headingSlug('Vos\u200b\u200c\u200d\u2062 droits\u2063\ufeff')).toBe('vos-droits')
  })

  it('stops at the last whole word within 64 characters, and names a heading without words « section »', () => {
    const long = headingSlug('Hébergé en France ne veut pas dire à l’abri de tout droit étranger, loin de là, hélas')
    expect(long).toBe('heberge-en-france-ne-veut-pas-dire-a-l-abri-de-tout-droit')
    expect(long.length).toBeLessThanOrEqual(64)
    expect(headingSlug('x'.repeat(80))).toHaveLength(64)
    expect(headingSlug('« … »')).toBe('section')
  })
})

describe('headingAnchors', () => {
  it('gives each heading of a page its slug, suffixed when the page already holds it', () => {
    expect(headingAnchors(['Vos droits', 'Âge minimum', 'Vos droits', 'vos droits'])).toEqual([
      'vos-droits',
      'age-minimum',
      'vos-droits-2',
      'vos-droits-3',
    ])
    expect(headingAnchors(['Vos droits', 'Vos droits 2', 'Vos droits'])).toEqual([
      'vos-droits',
      'vos-droits-2',
      'vos-droits-3',
    ])
  })

  it('never gives a heading from the content a fixed band’s id', () => {
    expect(headingAnchors(FIXED_IDS)).toEqual(FIXED_IDS.map((id) => `${id}-2`))
  })

  it('keeps clear of the ids the page already has and of the fixed bands’ ids', () => {
    expect(headingAnchors(['Hébergement'], ['hebergement'])).toEqual(['hebergement-2'])
    expect(headingAnchors(['Démo', 'Contenu', 'Points forts'])).toEqual([
      'demo-2',
      `${MAIN_CONTENT_ID}-2`,
      'points-forts-2',
    ])
  })
})
