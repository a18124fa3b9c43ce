import {historyOf, loadTurns, pendingQuestion, saveTurns, STORAGE_KEY, type Turn} from './conversation'

const answer = (content: string): Turn => ({
  role: 'assistant',
  content,
  sources: [{title: 'FAQ', url: '/ressources/faq#q'}],
  handover: false,
  answerId: 'answer:/ressources/faq#q',
  suggestions: [],
})

beforeEach(() => sessionStorage.clear())

describe('the stored conversation', () => {
  it('comes back as it was saved, and an empty one leaves nothing in the tab’s storage', () => {
    const turns: Turn[] = [
      {role: 'user', content: 'Bonjour'},
      {...answer('Bonjour !'), helpful: false, sentToTeam: true} as Turn,
    ]
    saveTurns(turns)
    expect(loadTurns()).toEqual(turns)
    saveTurns([])
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull()
    expect(loadTurns()).toEqual([])
  })

  it('is dropped when it is not a conversation (not JSON, an older shape, an edit by hand)', () => {
    const notAChoice =
      '[{"role": "assistant", "content": "x", "sources": [], "handover": true, "answerId": "refusal:unknown", "suggestions": [], "sentToTeam": "oui"}]'
    for (const stored of [
      '{',
      '{"turns": []}',
      '[{"role": "user"}]',
      '[{"role": "system", "content": "x"}]',
      '[{"role": "assistant", "content": "x", "sources": [{}], "handover": false, "answerId": "a"}]',
      notAChoice,
    ]) {
      sessionStorage.setItem(STORAGE_KEY, stored)
      expect(loadTurns()).toEqual([])
    }
  })

  it('still works when the browser refuses to store it', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    expect(() => saveTurns([{role: 'user', content: 'Bonjour'}])).not.toThrow()
    jest.restoreAllMocks()
  })
})

describe('the history sent with a question', () => {
  it('is the latest 10 turns, role and text only', () => {
    const turns: Turn[] = Array.from({length: 12}, (_, index) =>
      index % 2 ? answer(`réponse ${index}`) : {role: 'user', content: `question ${index}`},
    )
    const history = historyOf(turns)
    expect(history).toHaveLength(10)
    expect(history[0]).toEqual({role: 'user', content: 'question 2'})
    expect(history[9]).toEqual({role: 'assistant', content: 'réponse 11'})
  })
})

it('knows a question still waiting for its answer', () => {
  expect(pendingQuestion([])).toBeNull()
  expect(pendingQuestion([{role: 'user', content: 'Bonjour'}, answer('Bonjour !')])).toBeNull()
  expect(pendingQuestion([answer('Bonjour !'), {role: 'user', content: 'Et les prix ?'}])).toEqual({
    role: 'user',
    content: 'Et les prix ?',
  })
})
