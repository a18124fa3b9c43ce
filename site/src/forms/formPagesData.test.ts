/** @jest-environment node */
import {getContentConfirmation, getDemoConfirmation} from './formPagesData'

// These tests read the bundled dataset in content/, the one `npm start` serves.
describe('form pages data', () => {
  it('gives the scheduling service’s URL from the site settings', async () => {
    expect(await getDemoConfirmation()).toEqual({schedulingUrl: 'https://rendez-vous.parlia.fr/demo-parlia'})
  })

  it('gives three use cases, white papers and webinars to suggest, never a file or replay link', async () => {
    const suggestions = await getContentConfirmation()
    expect(suggestions.useCases).toHaveLength(3)
    expect(suggestions.whitePapers).toHaveLength(3)
    expect(suggestions.webinars).toHaveLength(3)
    expect(suggestions.useCases.every((useCase) => useCase.useCaseId && useCase.title && useCase.summary)).toBe(true)
    expect(JSON.stringify(suggestions)).not.toMatch(/\.pdf|\/files\/|replayUrl|https?:\/\/replay|"file"/i)
  })
})
