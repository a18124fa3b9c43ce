/** @jest-environment node */
import {everyPage} from '../../../test/everyPage'
import {documentsOfType, listingTexts} from '../../../test/fixtures/dataset'
import {SECTORS} from '@parlia/schemas/constants/sectors'

import {getCustomerCases, getCustomerCaseSectors, getWebinars, getWhitePapers} from './resourceData'

// These tests read the bundled dataset in content/, the one `npm start` serves: what they expect is computed from
// its documents, so an editor's change of the resources fails none of them.
describe('resources', () => {
  it('give every customer case, a page at a time, by client, with its summary, results, quote and sector', async () => {
    const documents = documentsOfType('customerCase').filter((item) => item.slug?.current)
    const customerCases = await everyPage(
      'customerCases',
      (page) => getCustomerCases(page),
      (page) => page.customerCases,
    )
    expect(customerCases.map((item) => item.id).sort()).toEqual(documents.map((item) => item._id).sort())
    const clients = customerCases.map((item) => item.client)
    expect(clients).toEqual([...clients].sort())
    for (const item of customerCases) {
      const document = documents.find((candidate) => candidate._id === item.id)!
      expect(item).toMatchObject({
        slug: document.slug.current,
        sector: document.sector,
        summary: document.summary,
        results: document.results.map(({_key, value, label}) => ({key: _key, value, label})),
        quote: document.quote
          ? {text: document.quote.text, author: document.quote.author, role: document.quote.role}
          : null,
      })
      expect(item.logo?.src).toBeTruthy()
    }
  })

  it('narrow the customer cases to one sector, a page at a time, and list the sectors that have some', async () => {
    const documents = documentsOfType('customerCase').filter((item) => item.slug?.current)
    const present = SECTORS.filter(({slug}) => documents.some((item) => item.sector === slug))
    expect((await getCustomerCases(1))!.sectors).toEqual({current: null, all: present})
    expect((await getCustomerCaseSectors()).toSorted()).toEqual(present.map(({slug}) => slug).toSorted())
    for (const sector of present) {
      const cases = await everyPage(
        'customerCases',
        (page) => getCustomerCases(page, {}, sector.slug),
        (page) => {
          expect(page.sectors.current).toEqual(sector)
          return page.customerCases
        },
      )
      expect(cases.map((item) => item.id).sort()).toEqual(
        documents
          .filter((item) => item.sector === sector.slug)
          .map((item) => item._id)
          .sort(),
      )
    }
  })

  it('find no page for a sector that is not one of the spec’s', async () => {
    expect(await getCustomerCases(1, {}, 'particulier')).toBeNull()
  })

  it('give white papers and webinars as cards, newest first, never their file or replay link', async () => {
    const {whitePapers} = (await getWhitePapers())!
    const {webinars} = (await getWebinars())!
    const paperDocuments = documentsOfType('whitePaper')
    const webinarDocuments = documentsOfType('webinar')
    expect(whitePapers.map((paper) => paper.id).sort()).toEqual(paperDocuments.map((paper) => paper._id).sort())
    expect(webinars.map((webinar) => webinar.id).sort()).toEqual(webinarDocuments.map((webinar) => webinar._id).sort())
    const published = whitePapers.map((paper) => paper.publishedAt)
    expect(published).toEqual([...published].sort().reverse())
    const broadcast = webinars.map((webinar) => webinar.date)
    expect(broadcast).toEqual([...broadcast].sort().reverse())
    expect(whitePapers.every((paper) => paper.cover?.alt && paper.publishedAt)).toBe(true)
    for (const paper of whitePapers) {
      expect(paper.pageCount).toBe(paperDocuments.find((document) => document._id === paper.id)!.pageCount ?? null)
    }
    expect(webinars.every((webinar) => webinar.cover && webinar.durationMinutes && webinar.speakers.length)).toBe(true)
    // What a content request sends by e-mail, and only by e-mail.
    const secrets = [
      ...webinarDocuments.map((webinar) => webinar.replayUrl),
      ...paperDocuments.map((paper) => paper.file?.asset?._ref),
    ].filter((secret): secret is string => Boolean(secret))
    const serialised = JSON.stringify({whitePapers, webinars})
    for (const secret of secrets) expect(serialised).not.toContain(secret)
    expect(serialised).not.toMatch(/\.pdf|\/files\/|replayUrl|https?:\/\/replay|"file"/i)
  })

  it('give each listing its texts from its listing document', async () => {
    const [customerCases, whitePapers, webinars] = await Promise.all([
      getCustomerCases(1),
      getWhitePapers(),
      getWebinars(),
    ])
    expect(customerCases?.listing).toMatchObject(listingTexts('customerCases'))
    expect(whitePapers?.listing).toMatchObject(listingTexts('whitePapers'))
    expect(webinars?.listing).toMatchObject(listingTexts('webinars'))
  })
})
