/** @jest-environment node */
import {sourceProblems} from '@parlia/schemas/redirects/studioValidation'

import {localLake} from '../testing/localLake'

// The « Ancienne adresse » field's validation as the Studio runs it: its client on the local Content Lake, over a
// dataset of this file's own.
const documents = [
  {_id: 'connector-outil', _type: 'connector', name: 'Outil', connectorId: {current: 'outil'}},
  {_id: 'drafts.connector-brouillon', _type: 'connector', name: 'Brouillon', connectorId: {current: 'brouillon'}},
  {_id: 'redirect-a', _type: 'redirect', source: '/a', url: '/b'},
  {_id: 'redirect-b', _type: 'redirect', source: '/b', url: '/contact'},
  {
    _id: 'redirect-vers-outil',
    _type: 'redirect',
    source: '/vers-outil',
    target: {_type: 'reference', _ref: 'connector-outil', _weak: true},
  },
]

const lake = localLake(documents, {each: false})

/** The field's verdict on `source` for a redirect with this destination, edited as a draft. */
const check = (source: string, destination: {url?: string; target?: {_ref: string}}, id = 'drafts.redirect-nouveau') =>
  sourceProblems(source, {
    document: {_id: id, _type: 'redirect', source, ...destination},
    getClient: () => lake.client(),
  })

describe('the old address of a redirect', () => {
  it('is accepted when free, leading to a page, an address or another site', async () => {
    expect(await check('/ancien-outil', {target: {_ref: 'connector-outil'}})).toBe(true)
    expect(await check('/tarifs', {url: '/planifier-une-demo'})).toBe(true)
    expect(await check('/doc', {url: 'https://docs.parlia.fr'})).toBe(true)
    // A draft's page does not exist yet.
    expect(await check('/solution/connecteurs/brouillon', {url: '/contact'})).toBe(true)
  })

  it('is refused when a published page or a fixed page is there', async () => {
    expect(await check('/solution/connecteurs/outil', {url: '/contact'})).toBe(
      'Une page publiée est à cette adresse (Connecteur : Outil) : elle serait servie à la place de la redirection.',
    )
    expect(await check('/contact', {url: '/blog'})).toMatch(
      /^Une page publiée est à cette adresse \(la page \/contact\)/,
    )
  })

  it('is refused when another redirect leaves from it, but not when that redirect is its own published copy', async () => {
    expect(await check('/a', {url: '/contact'})).toBe('Une autre redirection part déjà de /a.')
    expect(await check('/a', {url: '/contact'}, 'drafts.redirect-a')).toBe(true)
  })

  it('refuses a loop and a chain, naming the final address', async () => {
    expect(await check('/contact-ancien', {url: '/contact-ancien'})).toBe(
      'La destination est l’adresse d’origine : la redirection tournerait en boucle.',
    )
    expect(await check('/b-ancien', {url: '/a'})).toBe(
      '/a est elle-même redirigée vers /contact : indiquez directement la destination finale.',
    )
    expect(await check('/contact-ancien', {url: '/vers-outil'})).toBe(
      '/vers-outil est elle-même redirigée vers /solution/connecteurs/outil : indiquez directement la destination finale.',
    )
  })

  it('asks for the address as the site compares it', async () => {
    expect(await check('/tarifs/', {url: '/contact'})).toBe('Écrivez-la /tarifs.')
    expect(await check('tarifs', {url: '/contact'})).toBe(
      'L’ancienne adresse est un chemin de ce site : elle commence par une seule « / ».',
    )
  })
})
