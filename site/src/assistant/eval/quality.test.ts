/** @jest-environment node */
// The assistant's quality gate (issue #14): the evaluation set through the endpoint's answerer, in the embedded
// mode, on the bundled content, whatever the developer's .env configures.
import type {Passage} from '../passages'
import {evaluate, type Evaluation, missedTargets, oneLine, pathOf, report} from './evaluate'
import {answerableQuestions} from './questions'

const OUTSIDE_CONFIGURATION = ['SANITY_PROJECT_ID', 'CONTENT_DIR', 'ASSISTANT_LLM_BASE_URL', 'ASSISTANT_LLM_API_KEY', 'ASSISTANT_LLM_MODEL']

let passages: Passage[]
let evaluation: Evaluation

beforeAll(async () => {
  // Before the content layer and the server's configuration are read: they are imported after the clean-up.
  for (const name of OUTSIDE_CONFIGURATION) delete process.env[name]
  const [{loadPassages}, {endpointAssistant}] = await Promise.all([import('../passages'), import('./endpointAssistant')])
  passages = await loadPassages()
  evaluation = await evaluate(endpointAssistant())
}, 120_000)

describe('the evaluation set against the bundled content', () => {
  it('expects only pages the assistant can quote, and FAQ entries that are published', () => {
    const paths = new Set(passages.map((passage) => pathOf(passage.url)))
    const faqTitles = new Set(passages.filter((passage) => passage.kind === 'faq').map((passage) => oneLine(passage.title)))
    const unknown = answerableQuestions.flatMap(({expected}) =>
      expected.filter((source) => !paths.has(pathOf(source.path)) || (source.faqQuestion !== undefined && !faqTitles.has(source.faqQuestion))),
    )
    expect(unknown).toEqual([])
  })
})

describe('the embedded assistant on the evaluation set', () => {
  it('meets the targets: expected page first ≥ 75 %, among the first three ≥ 90 %, refusals ≥ 90 %, wrong refusals ≤ 10 %', () => {
    // The whole report on failure: the shares and every miss.
    expect({missedTargets: missedTargets(evaluation), report: report(evaluation)}).toEqual({
      missedTargets: [],
      report: expect.any(String),
    })
  })
})
