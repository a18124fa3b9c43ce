/** @jest-environment node */

import {hrefProblems, linkDestinationProblem} from '@parlia/schemas/links/studioValidation'

import {localLake} from '../testing/localLake'

// A link's typed address checked as the Studio checks it: its client on the local Content Lake, over a dataset of
// this file's own.
const documents = [
  {_id: 'connector-outil', _type: 'connector', name: 'Outil', connectorId: {current: 'outil'}},
  {_id: 'drafts.connector-brouillon', _type: 'connector', name: 'Brouillon', connectorId: {current: 'brouillon'}},
  {_id: 'redirect-ancien', _type: 'redirect', source: '/ancien-outil', url: '/solution/connecteurs/outil'},
]

const lake = localLake(documents, {each: false})

const check = (href: string) => hrefProblems(href, {getClient: () => lake.client()})

describe('a link’s typed address', () => {
  it('is accepted for a fixed page, with its query, another site, an e-mail, a page’s fragment', async () => {
    for (const href of ['/contact', '/solution/connecteurs?tags=itsm', 'https://www.cnil.fr', 'mailto:dpo@parlia.fr']) {
      expect(await check(href)).toBe(true)
    }
    expect(await check('/solution/connecteurs/outil#installation')).toBe(true)
  })

  it('asks for the page itself when the address is a published document’s page', async () => {
    expect(await check('/solution/connecteurs/outil')).toBe(
      'Cette adresse est celle d’une page du Studio (Connecteur : Outil) : choisissez-la dans « Page du site », le lien suivra ses changements d’adresse.',
    )
  })

  it('is refused when no published page is there, a draft’s included, or when it is redirected', async () => {
    expect(await check('/solution/connecteurs/brouillon')).toBe(
      'Aucune page publiée n’est à l’adresse /solution/connecteurs/brouillon.',
    )
    expect(await check('/ancien-outil')).toBe(
      '/ancien-outil est redirigée vers /solution/connecteurs/outil : indiquez directement la destination.',
    )
  })
})

describe('a link’s destination', () => {
  it('is a page or an address, exactly one', () => {
    expect(linkDestinationProblem({page: {_ref: 'connector-outil'}})).toBe(true)
    expect(linkDestinationProblem({href: '/contact'})).toBe(true)
    expect(linkDestinationProblem({page: {_ref: 'connector-outil'}, href: '/contact'})).toBe(
      'Choisissez une page du site ou une adresse, pas les deux.',
    )
    expect(linkDestinationProblem({label: 'Voir'})).toBe('Choisissez une page du site ou indiquez une adresse.')
  })
})
