/** @jest-environment node */
import {documentsOfType, siteSettings} from '../../../test/fixtures/dataset'
import {getContentConfirmation, getDemoConfirmation} from './formPagesData'

// These tests read the bundled dataset in content/, the one `npm start` serves: what they expect is computed from its
// documents, so an editor's change of the scheduling link or of the suggested contents fails none of them.
/** How many of each kind the confirmation page suggests (contentSuggestionsQuery's slices). */
const SUGGESTED = 3
const suggested = (documents: {_id: string}[]) => Math.min(SUGGESTED, documents.length)

describe('form pages data', () => {
  it('gives the scheduling service’s URL from the site settings', async () => {
    // Trimmed, and null rather than an empty link when the editors configured none.
    const expected = siteSettings().schedulingUrl?.trim() || null
    expect(await getDemoConfirmation()).toEqual({schedulingUrl: expected})
  })

  it('gives up to three use cases, white papers and webinars to suggest, never a file or replay link', async () => {
    const useCases = documentsOfType('useCase').filter((useCase) => useCase.useCaseId?.current)
    const whitePapers = documentsOfType('whitePaper')
    const webinars = documentsOfType('webinar')
    const suggestions = await getContentConfirmation()
    expect(suggestions.useCases).toHaveLength(suggested(useCases))
    expect(suggestions.whitePapers).toHaveLength(suggested(whitePapers))
    expect(suggestions.webinars).toHaveLength(suggested(webinars))
    // Each suggestion is a published document of its kind.
    const ids = (documents: {_id: string}[]) => documents.map((document) => document._id)
    expect(ids(useCases)).toEqual(expect.arrayContaining(suggestions.useCases.map((useCase) => useCase.id)))
    expect(ids(whitePapers)).toEqual(expect.arrayContaining(suggestions.whitePapers.map((paper) => paper.id)))
    expect(ids(webinars)).toEqual(expect.arrayContaining(suggestions.webinars.map((webinar) => webinar.id)))
    expect(suggestions.useCases.every((useCase) => useCase.useCaseId && useCase.title && useCase.summary)).toBe(true)
    expect(JSON.stringify(suggestions)).not.toMatch(/\.pdf|\/files\/|replayUrl|https?:\/\/replay|"file"/i)
  })
})
