/** @jest-environment node */
import {groupMisses, jaccard, meaningfulWords, type StoredMiss} from './grouping'

let sequence = 0
const miss = (question: string, at: string, overrides: Partial<StoredMiss> = {}): StoredMiss => ({
  id: `miss-${String((sequence += 1)).padStart(3, '0')}`,
  question,
  kind: 'refusal',
  answerId: 'refusal:unknown',
  createdAt: new Date(at),
  ...overrides,
})

describe('meaningfulWords', () => {
  it('folds accents, case and punctuation, drops stop words, elisions and masks, and stems', () => {
    expect([...meaningfulWords('Où HÉBERGEZ-vous les données ?!').keys()]).toEqual([
      ...meaningfulWords('ou hebergement des donnees').keys(),
    ])
    expect([...meaningfulWords('L’Hébergement des données, c’est où ?').values()]).toEqual(['hébergement', 'données'])
    expect([...meaningfulWords('mon numéro [téléphone], rappelez-moi').values()]).toEqual(['numéro', 'rappelez'])
    expect(meaningfulWords('???').size).toBe(0)
    // Decomposed accents (as some keyboards send them) are the same words.
    expect([...meaningfulWords('données'.normalize('NFD')).values()]).toEqual(['données'])
  })
})

describe('jaccard', () => {
  it('is the share of the words the two sets have in common', () => {
    expect(jaccard(new Set(['a', 'b', 'c']), new Set(['a', 'b', 'c']))).toBe(1)
    expect(jaccard(new Set(['a', 'b', 'c']), new Set(['b', 'c', 'd']))).toBe(0.5)
    expect(jaccard(new Set(['a']), new Set(['b']))).toBe(0)
    expect(jaccard(new Set(), new Set())).toBe(1)
  })
})

describe('groupMisses', () => {
  beforeEach(() => {
    sequence = 0
  })

  it('groups the same question however it is written, and keeps different ones apart', () => {
    const groups = groupMisses([
      miss('Vous hébergez les données où ?', '2026-11-01T09:00:00Z'),
      miss('vous hebergez les donnees ou', '2026-11-02T09:00:00Z', {
        kind: 'unhelpful',
        answerId: 'answer:/securite#hebergement',
      }),
      miss('Bonjour, où hébergez-vous les données ?', '2026-11-03T09:00:00Z'),
      miss('Combien coûte un avatar personnalisé ?', '2026-11-02T10:00:00Z'),
      miss('Vous intégrez Salesforce ?', '2026-11-04T10:00:00Z'),
    ])
    expect(groups.map((group) => group.count)).toEqual([3, 1, 1])
    expect(groups[0]).toEqual({
      id: 'miss-001',
      count: 3,
      examples: [
        'Bonjour, où hébergez-vous les données ?',
        'vous hebergez les donnees ou',
        'Vous hébergez les données où ?',
      ],
      terms: ['hébergez', 'données'],
      refusals: 2,
      unhelpful: 1,
      answerIds: ['refusal:unknown', 'answer:/securite#hebergement'],
      firstSeen: '2026-11-01T09:00:00.000Z',
      lastSeen: '2026-11-03T09:00:00.000Z',
      ids: ['miss-001', 'miss-002', 'miss-003'],
    })
    // The latest of two groups of one first.
    expect(groups.slice(1).map((group) => group.examples)).toEqual([
      ['Vous intégrez Salesforce ?'],
      ['Combien coûte un avatar personnalisé ?'],
    ])
  })

  it('joins near-duplicates (Jaccard ≥ 0.6 on their meaningful words) and only those', () => {
    const groups = groupMisses([
      miss('prix avatar personnalisé entreprise', '2026-11-01T00:00:00Z'),
      // 3 of 4 words: 0.75.
      miss('prix avatar personnalisé', '2026-11-02T00:00:00Z'),
      // 2 of 5 words: 0.4.
      miss('prix avatar animé vidéo', '2026-11-03T00:00:00Z'),
    ])
    expect(groups.map((group) => group.ids)).toEqual([['miss-001', 'miss-002'], ['miss-003']])
  })

  it('measures each question against a group’s first, so a chain of small changes does not merge unrelated questions', () => {
    const groups = groupMisses([
      miss('alpha beta gamma delta', '2026-11-01T00:00:00Z'),
      miss('beta gamma delta epsilon', '2026-11-02T00:00:00Z'),
      miss('gamma delta epsilon zeta', '2026-11-03T00:00:00Z'),
    ])
    // The second shares 3 of 5 words with the first (0.6); the third 3 of 5 with the second, but 2 of 6 with the first.
    expect(groups.map((group) => group.examples)).toEqual([
      ['beta gamma delta epsilon', 'alpha beta gamma delta'],
      ['gamma delta epsilon zeta'],
    ])
  })

  it('groups questions without a meaningful word only with the same text', () => {
    const groups = groupMisses([
      miss('???', '2026-11-01T00:00:00Z'),
      miss('?', '2026-11-02T00:00:00Z'),
      miss('ok', '2026-11-03T00:00:00Z'),
      miss('OK !', '2026-11-04T00:00:00Z'),
    ])
    expect(groups.map((group) => group.examples)).toEqual([
      ['OK !', 'ok'],
      ['?', '???'],
    ])
  })

  it('answers nothing for no misses', () => {
    expect(groupMisses([])).toEqual([])
  })
})
