/** @jest-environment node */

import {localLake} from '../testing/localLake'
import {recordSlugChange} from './slugHistory'

// The publish action's writes, through the real client, on the local Content Lake over a dataset of this file's own.
const connector = (slug: string) => ({
  _id: 'connector-outil',
  _type: 'connector',
  name: 'Outil',
  connectorId: {current: slug},
})
const faq = {_id: 'faq-1', _type: 'faq', question: 'Une question ?'}

const lake = localLake([
  connector('outil'),
  faq,
  {
    _id: 'redirect-editeur',
    _type: 'redirect',
    source: '/ancien-outil',
    url: '/contact',
    permanent: false,
    origin: 'editor',
  },
])

const redirects = () =>
  lake
    .client()
    .fetch<{source: string; target?: {_ref: string; _weak?: boolean}; url?: string; origin: string}[]>(
      `*[_type == "redirect"] | order(source asc){source, target, url, origin, permanent}`,
    )

describe('publishing a renamed page', () => {
  it('redirects its old address permanently to the document, as a weak reference', async () => {
    const report = await recordSlugChange(lake.client(), {
      id: 'drafts.connector-outil',
      type: 'connector',
      published: connector('outil'),
      next: connector('outil-v2'),
    })
    expect(report).toMatchObject({
      from: '/solution/connecteurs/outil',
      to: '/solution/connecteurs/outil-v2',
      removed: [],
    })
    expect(await redirects()).toEqual([
      {source: '/ancien-outil', target: null, url: '/contact', origin: 'editor', permanent: false},
      {
        source: '/solution/connecteurs/outil',
        target: {_type: 'reference', _ref: 'connector-outil', _weak: true},
        url: null,
        origin: 'slugHistory',
        permanent: true,
      },
    ])
  })

  it('removes the redirect a rename undone no longer needs, and keeps one redirect per old address', async () => {
    await recordSlugChange(lake.client(), {
      id: 'connector-outil',
      type: 'connector',
      published: connector('outil'),
      next: connector('outil-v2'),
    })
    const back = await recordSlugChange(lake.client(), {
      id: 'connector-outil',
      type: 'connector',
      published: connector('outil-v2'),
      next: connector('outil'),
    })
    expect(back?.removed).toHaveLength(1)
    expect((await redirects()).map(({source}) => source)).toEqual(['/ancien-outil', '/solution/connecteurs/outil-v2'])
  })

  it('points an editor’s redirect from the old address at the document', async () => {
    await lake.client().createOrReplace({
      ...connector('ancien-outil'),
      _id: 'legal',
      _type: 'legalPage',
      slug: {current: 'ancien-outil'},
    })
    await recordSlugChange(lake.client(), {
      id: 'legal',
      type: 'legalPage',
      published: {_type: 'legalPage', slug: {current: 'ancien-outil'}},
      next: {_type: 'legalPage', slug: {current: 'nouvel-outil'}},
    })
    expect((await redirects()).find(({source}) => source === '/ancien-outil')).toEqual({
      source: '/ancien-outil',
      target: {_type: 'reference', _ref: 'legal', _weak: true},
      url: null,
      origin: 'slugHistory',
      permanent: false,
    })
  })

  it('does nothing on a first publish, an unchanged slug or a type without a page', async () => {
    const none = [
      await recordSlugChange(lake.client(), {id: 'c', type: 'connector', published: null, next: connector('x')}),
      await recordSlugChange(lake.client(), {
        id: 'c',
        type: 'connector',
        published: connector('x'),
        next: connector('x'),
      }),
      await recordSlugChange(lake.client(), {
        id: 'faq-1',
        type: 'faq',
        published: faq,
        next: {...faq, question: 'Autre ?'},
      }),
    ]
    expect(none).toEqual([null, null, null])
    expect(await redirects()).toHaveLength(1)
  })
})
