import {fieldError} from '../../leads/forms/schema'
import {formDefinitions} from '../../leads/forms/definitions'
import type {Turn} from './conversation'
import {transcriptMessage} from './transcript'

const messageField = formDefinitions.contact.fields.find((field) => field.name === 'message')!

const question = (content: string): Turn => ({role: 'user', content})
const answer = (
  content: string,
  sources = [{title: 'Sécurité et hébergement', url: '/solution/securite#hebergement'}],
): Turn => ({
  role: 'assistant',
  content,
  sources,
  handover: false,
  answerId: 'answer:/solution/securite#hebergement',
  suggestions: [],
})

describe('the conversation as the contact form’s message', () => {
  it('names who said what, with each answer’s sources', () => {
    expect(
      transcriptMessage([question('Vous hébergez les données où ?'), answer('En France, chez OVHcloud.')], 5000),
    ).toBe(
      [
        'Conversation avec l’assistant du site :',
        '',
        'Visiteur : Vous hébergez les données où ?',
        '',
        'Assistant : En France, chez OVHcloud.',
        'Sources :',
        '- Sécurité et hébergement (/solution/securite#hebergement)',
      ].join('\n'),
    )
  })

  it('says the visitor asked for a person without a question when there was none', () => {
    expect(transcriptMessage([], 5000)).toBe(
      'La personne a demandé à parler à un conseiller depuis l’assistant du site, sans poser de question.',
    )
  })

  it('keeps the latest turns within the field’s limit and says how many earlier ones were left out', () => {
    const turns = Array.from({length: 30}, (_, index) =>
      index % 2 ? answer(`Réponse ${index} `.padEnd(400, 'x')) : question(`Question ${index} `.padEnd(300, 'y')),
    )
    const message = transcriptMessage(turns, messageField.maxLength)
    expect(message.length).toBeLessThanOrEqual(messageField.maxLength)
    const omitted = Number(
      /\[Les (\d+) premiers messages de la conversation sont omis, faute de place\.\]/.exec(message)?.[1],
    )
    expect(omitted).toBeGreaterThan(0)
    expect(message).not.toContain(`Question ${omitted - 2} `)
    expect(message).toContain(`Question ${omitted} `)
    expect(message).toContain('Réponse 29 ')
    expect(fieldError(messageField, message)).toBeUndefined()
  })

  it('cuts a single turn longer than the room, never half a character, and drops control characters the field refuses', () => {
    const long = answer(`Début\u0007 ${'😀'.repeat(3000)}`, [])
    // Either limit falls in the middle of an emoji's surrogate pair, one or the other.
    for (const limit of [1000, 1001]) {
      const message = transcriptMessage([long], limit)
      expect(message.length).toBeLessThanOrEqual(limit)
      expect(message.endsWith('😀…')).toBe(true)
      expect(message).toContain('Assistant : Début 😀')
      expect(fieldError({...messageField, maxLength: limit}, message)).toBeUndefined()
    }
  })
})
