/** @jest-environment node */
import {getSynonymGroups} from './synonymGroups'

describe('getSynonymGroups', () => {
  it('reads the bundled groups as lists of at least two terms, the ones the brief asks for included', async () => {
    const groups = await getSynonymGroups()
    expect(groups.length).toBeGreaterThanOrEqual(15)
    expect(groups.every((terms) => terms.length >= 2 && terms.every((term) => term.trim() !== ''))).toBe(true)
    expect(groups).toEqual(
      expect.arrayContaining([
        expect.arrayContaining(['signature électronique', 'e-signature', 'signature numérique', 'dématérialisation']),
        expect.arrayContaining(['prix', 'tarif', 'coût', 'combien', 'coûte']),
        expect.arrayContaining(['données personnelles', 'RGPD', 'vie privée']),
        expect.arrayContaining(['mot de passe', 'identifiant']),
        expect.arrayContaining(['hébergement', 'héberger', 'hébergez', 'serveurs']),
        expect.arrayContaining(['chatbot', 'agent conversationnel', 'assistant virtuel']),
        expect.arrayContaining(['voicebot', 'callbot', 'assistant vocal']),
        expect.arrayContaining(['ticket', 'incident']),
      ]),
    )
  })
})
