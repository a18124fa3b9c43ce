import type {SubProcessor} from '@parlia/schemas/security/subProcessors'

import {buildSubProcessorsFeed} from './subProcessorsFeed'

const entries: SubProcessor[] = [
  {_key: 'h', name: 'Hébergeur & Cie', purpose: 'Hébergement', location: 'France', since: '2021-03-01'},
  {
    _key: 'm',
    name: 'Routeur',
    purpose: 'E-mails',
    location: 'Union européenne',
    since: '2020-01-10',
    until: '2024-05-02',
    changes: [{_key: 'c', date: '2022-02-01', note: 'Nouveau centre de données <Dublin>'}],
  },
]
const input = {
  title: 'Changements de sous-traitants – Parlia',
  description: 'Ceux qui traitent des données pour Parlia.',
  siteName: 'Parlia',
  siteUrl: 'https://www.parlia.fr',
  entries,
}

const parse = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  expect(doc.querySelector('parsererror')).toBeNull()
  return doc
}

describe('the sub-processors’ Atom feed', () => {
  it('is Atom, named and linked to the page, dated by its latest change', () => {
    const doc = parse(buildSubProcessorsFeed(input))
    expect(doc.documentElement.tagName).toBe('feed')
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom')
    expect(doc.querySelector('feed > title')?.textContent).toBe('Changements de sous-traitants – Parlia')
    expect(doc.querySelector('feed > id')?.textContent).toBe(
      'https://www.parlia.fr/securite-conformite/sous-traitants.xml',
    )
    expect(doc.querySelector('feed > link[rel="self"]')?.getAttribute('href')).toBe(
      'https://www.parlia.fr/securite-conformite/sous-traitants.xml',
    )
    expect(doc.querySelector('feed > updated')?.textContent).toBe('2024-05-02T00:00:00.000Z')
  })

  it('has an entry per addition, change and end, the latest first, each with its own id', () => {
    const doc = parse(buildSubProcessorsFeed(input))
    const items = [...doc.querySelectorAll('entry')]
    expect(items.map((entry) => entry.querySelector('title')?.textContent)).toEqual([
      'Fin – Routeur',
      'Changement – Routeur',
      'Ajout – Hébergeur & Cie',
      'Ajout – Routeur',
    ])
    expect(items[1]!.querySelector('summary')?.textContent).toBe('Nouveau centre de données <Dublin>')
    expect(items[0]!.querySelector('link')?.getAttribute('href')).toBe(
      'https://www.parlia.fr/securite-conformite#historique-des-changements',
    )
    const ids = items.map((entry) => entry.querySelector('id')?.textContent)
    expect(new Set(ids).size).toBe(items.length)
  })

  it('gives the same feed for the same list', () => {
    expect(buildSubProcessorsFeed(input)).toBe(buildSubProcessorsFeed({...input, entries: [...entries]}))
  })
})
