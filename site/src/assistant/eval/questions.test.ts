/** @jest-environment node */
import type {Passage} from '../passages'
import {parseAssistantRequest} from '../request'
import {answerableQuestions, refusedQuestions, type RefusalReason} from './questions'

// Every member of each union, which the compiler checks.
const KINDS = Object.keys({faq: 1, solution: 1, useCase: 1, about: 1, connector: 1, post: 1, job: 1, whitePaper: 1, webinar: 1, legal: 1} satisfies Record<Passage['kind'], 1>)
const REASONS = Object.keys({'hors sujet': 1, 'absent du contenu': 1, 'autre produit': 1, injection: 1, consignes: 1, insulte: 1, 'prix absent': 1, 'données personnelles': 1} satisfies Record<RefusalReason, 1>)
const questions = [...answerableQuestions, ...refusedQuestions].map(({question}) => question)

describe('the evaluation set', () => {
  it('holds at least 80 answerable questions and 20 to refuse, each asked once', () => {
    expect(answerableQuestions.length).toBeGreaterThanOrEqual(80)
    expect(refusedQuestions.length).toBeGreaterThanOrEqual(20)
    expect(new Set(questions.map((question) => question.toLowerCase())).size).toBe(questions.length)
  })

  it('asks only what a visitor can send: every question is a valid request', () => {
    expect(questions.filter((question) => !parseAssistantRequest({question}).ok)).toEqual([])
  })

  it('covers every kind of content at least three times, and every reason to refuse', () => {
    const thin = KINDS.filter((kind) => answerableQuestions.filter((question) => question.kind === kind).length < 3)
    expect(thin).toEqual([])
    expect(REASONS.filter((reason) => !refusedQuestions.some((question) => question.reason === reason))).toEqual([])
  })

  it('expects at least one page for every answerable question', () => {
    expect(answerableQuestions.filter((question) => question.expected.length === 0)).toEqual([])
  })
})
