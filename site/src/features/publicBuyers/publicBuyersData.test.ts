/** @jest-environment node */
import {documentsOfType} from '../../../test/fixtures/dataset'
import {PUBLIC_BUYERS_ANCHORS} from './anchors'
import {getPublicBuyersPage} from './publicBuyersData'

// Read from the bundled dataset in content/, the one `npm start` serves: what the tests expect is computed from its
// documents, so an editor's change of the page fails none of them.
const pageDocument = () => documentsOfType('publicBuyersPage')[0]!
const content = async () => (await getPublicBuyersPage())!.publicBuyers.content.__data!

describe('the public buyers’ page’s data', () => {
  it('gives the template’s band and every part a distinct heading id, in the table of contents’ order', async () => {
    const {contents, procedures, buyerDocuments, leadTimes, faq, stories, contacts} = await content()
    const ids = contents.map(({id}) => id)
    expect(ids).toEqual([
      PUBLIC_BUYERS_ANCHORS.template,
      ...[procedures, buyerDocuments, leadTimes, faq, stories, contacts].map(({id}) => id),
    ])
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(contacts.body.__html).toContain('<p>')
  })

  it('keeps the procedures, the documents and the steps in the Studio’s order', async () => {
    const {procedures, buyerDocuments, leadTimes} = await content()
    const page = pageDocument()
    expect(procedures.items.map(({name, leadTime}) => [name, leadTime ?? null])).toEqual(
      page.procedures.items.map(({name, leadTime}) => [name, leadTime ?? null]),
    )
    expect(buyerDocuments.items.map(({name}) => name)).toEqual(page.buyerDocuments.items.map(({name}) => name))
    expect(leadTimes.steps.map(({step, duration}) => [step, duration])).toEqual(
      page.leadTimes.steps.map(({step, duration}) => [step, duration]),
    )
  })

  it('answers the FAQ entries the page names, in its order, with their rendered answers', async () => {
    const {faq} = await content()
    const questions = new Map(documentsOfType('faq').map((entry) => [entry._id, entry.question]))
    expect(faq.entries.map(({question}) => question)).toEqual(
      pageDocument().faq.entries.map(({_ref}) => questions.get(_ref)),
    )
    for (const entry of faq.entries) expect(entry.answer.__html).toMatch(/^<(p|ul|ol|h[23])[ >]/)
  })

  it('shows every customer story of the sectors it names, and no other, in their listing’s order', async () => {
    const {stories} = await content()
    const sectors = new Set(pageDocument().stories.sectors)
    const expected = documentsOfType('customerCase')
      .filter((story) => sectors.has(story.sector))
      .toSorted((a, b) => (a.client < b.client ? -1 : a.client > b.client ? 1 : a._id < b._id ? -1 : 1))
    expect(stories.items.map(({client}) => client)).toEqual(expected.map(({client}) => client))
  })

  it('offers the template by its facts, without its body', async () => {
    const {template} = await content()
    const {title, kind, summary, version} = pageDocument().tenderTemplate
    expect(template).toEqual({title, kind, summary, version})
  })
})
