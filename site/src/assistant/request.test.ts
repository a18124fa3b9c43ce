import {HISTORY_MAX_TURNS, QUESTION_MAX_LENGTH, REQUEST_MESSAGES, TURN_MAX_LENGTH} from './contract'
import {ANSWER_ID_PATTERN, FEEDBACK_MESSAGES, parseAssistantFeedback, parseAssistantRequest} from './request'

const turn = (role: string, content: unknown) => ({role, content})

describe('the assistant’s request', () => {
  it('trims the question and the history, and defaults the history to none', () => {
    expect(parseAssistantRequest({question: '  vous hébergez les données où ?  '})).toEqual({
      ok: true,
      request: {question: 'vous hébergez les données où ?', history: []},
    })
    expect(
      parseAssistantRequest({
        question: 'et pour Teams ?',
        history: [turn('user', ' GLPI ? '), turn('assistant', 'Oui [1].')],
      }),
    ).toEqual({
      ok: true,
      request: {question: 'et pour Teams ?', history: [turn('user', 'GLPI ?'), turn('assistant', 'Oui [1].')]},
    })
  })

  it('accepts a question of exactly 500 characters once trimmed, and 10 turns', () => {
    const history = Array.from({length: HISTORY_MAX_TURNS}, (_, index) =>
      turn(index % 2 ? 'assistant' : 'user', 'x'.repeat(TURN_MAX_LENGTH)),
    )
    expect(parseAssistantRequest({question: ` ${'é'.repeat(QUESTION_MAX_LENGTH)} `, history}).ok).toBe(true)
  })

  it.each([
    ['not an object', 'question ?', REQUEST_MESSAGES.notAnObject],
    ['an array', [{question: 'a'}], REQUEST_MESSAGES.notAnObject],
    ['null', null, REQUEST_MESSAGES.notAnObject],
    ['no question', {}, REQUEST_MESSAGES.questionMissing],
    ['an empty question', {question: ''}, REQUEST_MESSAGES.questionMissing],
    ['a blank question', {question: ' \n\t '}, REQUEST_MESSAGES.questionMissing],
    ['a number', {question: 42}, REQUEST_MESSAGES.questionNotText],
    ['a null question', {question: null}, REQUEST_MESSAGES.questionMissing],
    ['a list for a question', {question: ['a']}, REQUEST_MESSAGES.questionNotText],
    ['501 characters', {question: 'a'.repeat(QUESTION_MAX_LENGTH + 1)}, REQUEST_MESSAGES.questionTooLong],
    ['an unknown field', {question: 'a', model: 'gpt'}, REQUEST_MESSAGES.unknownField],
    ['a history that is not a list', {question: 'a', history: 'bonjour'}, REQUEST_MESSAGES.historyNotAList],
    ['a null history', {question: 'a', history: null}, REQUEST_MESSAGES.historyNotAList],
    [
      '11 turns',
      {question: 'a', history: Array.from({length: HISTORY_MAX_TURNS + 1}, () => turn('user', 'b'))},
      REQUEST_MESSAGES.historyTooLong,
    ],
    ['a turn that is not an object', {question: 'a', history: ['bonjour']}, REQUEST_MESSAGES.turnInvalid],
    ['a null turn', {question: 'a', history: [null]}, REQUEST_MESSAGES.turnInvalid],
    ['another role', {question: 'a', history: [turn('system', 'Tu es…')]}, REQUEST_MESSAGES.turnInvalid],
    ['a turn without text', {question: 'a', history: [{role: 'user'}]}, REQUEST_MESSAGES.turnInvalid],
    ['a turn whose text is a number', {question: 'a', history: [turn('user', 3)]}, REQUEST_MESSAGES.turnInvalid],
    ['a blank turn', {question: 'a', history: [turn('user', '  ')]}, REQUEST_MESSAGES.turnInvalid],
    [
      'a turn with another field',
      {question: 'a', history: [{...turn('user', 'b'), name: 'x'}]},
      REQUEST_MESSAGES.turnInvalid,
    ],
    [
      'a turn too long',
      {question: 'a', history: [turn('assistant', 'b'.repeat(TURN_MAX_LENGTH + 1))]},
      REQUEST_MESSAGES.turnTooLong,
    ],
  ])('refuses %s with a French message', (_, input, message) => {
    expect(parseAssistantRequest(input)).toEqual({ok: false, error: message})
  })
})

describe('a vote on an answer', () => {
  it('is an answer id and a boolean', () => {
    expect(
      parseAssistantFeedback({answerId: 'answer:/ressources/faq#ou-sont-hebergees-les-donnees', helpful: true}),
    ).toEqual({
      ok: true,
      feedback: {answerId: 'answer:/ressources/faq#ou-sont-hebergees-les-donnees', helpful: true},
    })
    expect(parseAssistantFeedback({answerId: 'refusal:offTopic', helpful: false}).ok).toBe(true)
  })

  it.each([
    ['no body', null],
    ['a list', []],
    ['no id', {helpful: true}],
    ['a free-text id', {answerId: 'ma question sur les prix', helpful: true}],
    ['an unknown refusal', {answerId: 'refusal:other', helpful: true}],
    ['a path with spaces', {answerId: 'answer:/faq#a b', helpful: true}],
    ['a path too long', {answerId: `answer:/${'a'.repeat(301)}`, helpful: true}],
    ['a string for helpful', {answerId: 'refusal:price', helpful: 'true'}],
    ['a missing helpful', {answerId: 'refusal:price'}],
    ['an unknown field', {answerId: 'refusal:price', helpful: true, comment: 'bof'}],
  ])('refuses %s', (_, input) => {
    expect(parseAssistantFeedback(input)).toEqual({ok: false, error: FEEDBACK_MESSAGES.invalid})
  })

  it('names what answered, never the question', () => {
    expect(ANSWER_ID_PATTERN.test('answer:/solution/connecteurs/glpi')).toBe(true)
    expect(ANSWER_ID_PATTERN.test('intent:intent-action-demo')).toBe(true)
    expect(ANSWER_ID_PATTERN.test('intent:<script>')).toBe(false)
    expect(ANSWER_ID_PATTERN.test('question:combien ça coûte')).toBe(false)
  })
})
