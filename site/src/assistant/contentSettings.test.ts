/** @jest-environment node */
import {documentById, siteSettings} from '../../test/fixtures/dataset'
import {getAssistantSettings} from './contentSettings'

// Reads the bundled dataset in content/: the words expected are its documents', so an editor's change of the
// assistant's greeting, questions or refusal fails no test.
describe('getAssistantSettings', () => {
  it('reads the greeting, the 3 or 4 suggested questions, the refusal and the site settings’ opening hours', async () => {
    const {greeting, disclosure, suggestedQuestions, refusal} = documentById('assistantSettings', 'assistantSettings')
    const settings = await getAssistantSettings()
    expect(settings).toEqual({
      greeting,
      disclosure,
      suggestedQuestions,
      refusal,
      openingHours: siteSettings().openingHours,
    })
    // The schema's rule, which the widget's layout relies on.
    expect(settings!.suggestedQuestions.length).toBeGreaterThanOrEqual(3)
    expect(settings!.suggestedQuestions.length).toBeLessThanOrEqual(4)
  })
})
