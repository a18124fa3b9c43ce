/** @jest-environment node */
import {getCustomerCases, getWebinars, getWhitePapers} from './resourceData'

// These tests read the bundled dataset in content/, the one `npm start` serves.
describe('resources', () => {
  it('give the 10 customer cases with their story, results, quote and sector', async () => {
    const {customerCases} = (await getCustomerCases())!
    expect(customerCases).toHaveLength(10)
    for (const item of customerCases) {
      expect(item.challenge && item.solution && item.sector && item.logo?.src).toBeTruthy()
      expect(item.results.length).toBeGreaterThan(0)
    }
    expect(customerCases.some((item) => item.quote)).toBe(true)
  })

  it('give white papers and webinars as cards, never their file or replay link', async () => {
    const {whitePapers} = (await getWhitePapers())!
    const {webinars} = (await getWebinars())!
    expect(whitePapers).toHaveLength(6)
    expect(webinars).toHaveLength(6)
    expect(whitePapers.every((paper) => paper.cover?.alt && paper.pageCount && paper.publishedAt)).toBe(true)
    expect(webinars.every((webinar) => webinar.cover && webinar.durationMinutes && webinar.speakers.length)).toBe(true)
    const serialised = JSON.stringify({whitePapers, webinars})
    expect(serialised).not.toMatch(/\.pdf|\/files\/|replayUrl|https?:\/\/replay|"file"/i)
  })

  it('give each listing its texts from its listing document', async () => {
    const [customerCases, whitePapers, webinars] = await Promise.all([
      getCustomerCases(),
      getWhitePapers(),
      getWebinars(),
    ])
    expect(customerCases?.listing).toMatchObject({
      title: 'Cas clients',
      hero: {title: 'Nos clients racontent leur assistant virtuel'},
      seo: {metaTitle: 'Cas clients : ils ont déployé un assistant Parlia | Parlia'},
    })
    expect(whitePapers?.listing).toMatchObject({
      title: 'Livres blancs',
      hero: {
        title: 'Livres blancs',
        lead: 'Nos guides pratiques pour réussir votre projet d’assistant virtuel. Choisissez celui qui vous intéresse : nous vous l’envoyons gratuitement par e-mail.',
      },
      seo: {
        metaTitle: 'Livres blancs sur les chatbots et l’IA conversationnelle | Parlia',
        metaDescription:
          'Nos guides pratiques pour réussir votre projet d’assistant virtuel, envoyés gratuitement par e-mail sur simple demande.',
      },
    })
    expect(webinars?.listing).toMatchObject({title: 'Replays de webinars', hero: {title: 'Replays de nos webinars'}})
  })
})
