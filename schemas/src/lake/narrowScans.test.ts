/** @jest-environment node */
import {evaluate, parse} from 'groq-js'

import type {SanityDocument} from './exportFormat'

import {indexDocuments, narrowScans} from './narrowScans'

const documents: SanityDocument[] = [
  {_id: 'p1', _type: 'post', title: 'Un', categories: [{_ref: 'cat1'}], rank: 3},
  {_id: 'cat1', _type: 'blogCategory', title: 'Service client'},
  {_id: 'c1', _type: 'connector', name: 'GLPI', rank: 1},
  {_id: 'p2', _type: 'post', title: 'Deux', categories: [{_ref: 'cat1'}, {_ref: 'cat2'}], rank: 1},
  {_id: 'cat2', _type: 'blogCategory', title: 'RH'},
  {_id: 'c2', _type: 'connector', name: 'Slack', rank: 2},
  {_id: 'p3', _type: 'post', title: 'Trois', categories: [], rank: 2},
  {_id: 'settings', _type: 'siteSettings', brandName: 'Parlia'},
] as SanityDocument[]

async function run(query: string, params: Record<string, unknown> = {}, narrow = true) {
  const tree = parse(query, {params})
  const narrowed = narrow ? narrowScans(tree, indexDocuments(documents)) : {tree, params: {}}
  const result = await evaluate(narrowed.tree, {dataset: documents, params: {...params, ...narrowed.params}})
  return {value: await result.get(), scans: Object.values(narrowed.params) as SanityDocument[][]}
}

describe('narrowScans', () => {
  it.each([
    ['a type', '*[_type == "post"]{title}', {}],
    ['a type on the right, within a group', '*[("post" == _type) && rank > 1].title', {}],
    ['a parameter', '*[_type == $type && rank >= $min] | order(rank asc).title', {type: 'connector', min: 1}],
    ['several types, in the dataset order', '*[_type in ["connector", "post"]]._id', {}],
    ['a list parameter', '*[_type in $types]._id', {types: ['blogCategory', 'siteSettings']}],
    ['an id with a type', '*[_type == "siteSettings" && _id == "siteSettings"][0].brandName', {}],
    ['ids', '*[_id in ["p3", "c1", "p1"]]._id', {}],
    [
      'a nested scan reading its parent',
      '*[_type == "blogCategory"]{title, "posts": *[_type == "post" && ^._id in categories[]._ref] | order(rank asc).title}',
      {},
    ],
    ['a dereference', '*[_type == "post"]{title, "categories": categories[]->title}', {}],
    ['an alternative', '*[_type == "post" || _type == "connector"]._id', {}],
    ['a negation', '*[!(_type == "post")]._id', {}],
    ['a missing type', '*[_type == "absent"]', {}],
    ['a count', 'count(*[_type == "post" && count(categories) > 0])', {}],
  ])('answers as the full scan does: %s', async (_name, query, params) => {
    const narrowed = await run(query, params)
    const full = await run(query, params, false)
    expect(narrowed.value).toEqual(full.value)
  })

  it('scans only the documents of the required type, or of the required id when it is narrower', async () => {
    const byType = await run('*[_type == "post"]._id')
    expect(byType.scans.map((scan) => scan.map(({_id}) => _id))).toEqual([['p1', 'p2', 'p3']])
    const byId = await run('*[_type == "post" && _id == "p2"]._id')
    expect(byId.scans.map((scan) => scan.map(({_id}) => _id))).toEqual([['p2']])
    const nested = await run('*[_type == "blogCategory"]{"n": count(*[_type == "connector"])}')
    expect(nested.scans.map((scan) => scan.length)).toEqual([2, 2])
  })

  it('keeps the full scan when no conjunct requires a type or an id', async () => {
    for (const query of [
      '*[_type == "post" || rank == 1]',
      '*[!(_type == "post")]',
      '*[references("cat1")]',
      '*[_type == $type]',
      '*[_type match "po*"]',
    ]) {
      expect((await run(query, {type: 42})).scans).toEqual([])
    }
  })

  it('leaves literal objects that look like nodes alone', async () => {
    const query = '*[_type == "post" && $shape.type == "Everything"][0]._id'
    const params = {shape: {type: 'Everything', base: {type: 'Everything'}}}
    expect((await run(query, params)).value).toBe('p1')
  })

  it('finds the first document of an id', () => {
    const index = indexDocuments([...documents, {_id: 'p1', _type: 'post', title: 'Copie'} as SanityDocument])
    expect(index.byId('p1')).toMatchObject({title: 'Un'})
    expect(index.byId('absent')).toBeNull()
  })
})
