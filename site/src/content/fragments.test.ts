/** @jest-environment node */
import {OWN_PAGE_TYPES, ownersOfPath, ownPagePath} from '@parlia/schemas/pages/paths'
import {SOLUTION_OVERVIEW_SLUG} from '@parlia/schemas/routes'
import {evaluate, parse} from 'groq-js'

import {link} from './fragments'

/** The link fragment run by groq-js on a holder of `value` and the documents it names. */
async function linkOf(value: Record<string, unknown>, documents: Record<string, unknown>[] = []) {
  const dataset = [{_id: 'holder', _type: 'navigation', value}, ...documents]
  const result = await evaluate(parse(`*[_id == "holder"][0].value${link}`), {dataset})
  return (await result.get()) as {label: string; href: string | null}
}

/** The field a type's slug is held in, read from the route map: the path of its page, read backwards. */
function slugFieldOf(type: string) {
  const owner = ownersOfPath(ownPagePath(type, 'exemple')!).find((candidate) => candidate.type === type)
  return owner!.slugField
}

describe('the link fragment', () => {
  it.each(OWN_PAGE_TYPES)('leads a link naming a %s to its page at the route map’s address', async (type) => {
    const page = {_id: 'page', _type: type, [slugFieldOf(type)]: {_type: 'slug', current: 'exemple'}}
    const result = await linkOf({label: 'Voir', page: {_type: 'reference', _ref: 'page'}}, [page])
    expect(result).toEqual({label: 'Voir', href: ownPagePath(type, 'exemple')})
  })

  it('leads a link to the solution overview at /solution itself', async () => {
    const page = {_id: 'page', _type: 'solutionPage', slug: {_type: 'slug', current: SOLUTION_OVERVIEW_SLUG}}
    const result = await linkOf({label: 'La solution', page: {_type: 'reference', _ref: 'page'}}, [page])
    expect(result.href).toBe(ownPagePath('solutionPage', SOLUTION_OVERVIEW_SLUG))
  })

  it('keeps a typed address, and gives none for a page that is not there', async () => {
    expect((await linkOf({label: 'Contact', href: '/contact?sujet=devis'})).href).toBe('/contact?sujet=devis')
    expect((await linkOf({label: 'Parti', page: {_type: 'reference', _ref: 'absent'}})).href).toBeNull()
  })
})
