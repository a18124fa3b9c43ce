/** @jest-environment node */
import {getAssistantSettings} from './settings'

describe('getAssistantSettings', () => {
  it('reads the bundled greeting, 3 or 4 suggested questions, the refusal and the opening hours', async () => {
    const settings = await getAssistantSettings()
    expect(settings).toMatchObject({
      greeting: expect.stringMatching(/^Bonjour/),
      refusal: expect.stringContaining('conseiller'),
      openingHours: 'réponse sous un jour ouvré',
    })
    expect(settings!.suggestedQuestions.length).toBeGreaterThanOrEqual(3)
    expect(settings!.suggestedQuestions.length).toBeLessThanOrEqual(4)
  })
})
