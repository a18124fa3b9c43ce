/** @jest-environment node */
// The assistant's quality on the frozen test halves of the evaluation set (issues #25 and #30), through the endpoint's
// answerer in the embedded mode, on the bundled content, whatever the developer's .env configures; and the rules the
// content must keep for those figures to mean anything.
import {fold, tokens} from '../language/words'
import type {Intent} from '../intents/types'
import type {Passage} from '../passages'
import {evaluate, type Evaluation, oneLine, pathOf, shares, summary} from './evaluate'
import {BUYER_PAGES, DEVELOPMENT, HALVES} from './questions'

const OUTSIDE_CONFIGURATION = [
  'SANITY_PROJECT_ID',
  'CONTENT_DIR',
  'ASSISTANT_LLM_BASE_URL',
  'ASSISTANT_LLM_API_KEY',
  'ASSISTANT_LLM_MODEL',
]

/**
 * What the test halves measured when this gate was last set: a change that makes the assistant understand visitors
 * less well fails here. Issue #25's own targets (80 %, 92 %, ≤ 5 %, ≥ 95 %) are not all met yet; `npm run
 * eval:assistant` prints the gap. Raise these floors as the figures rise. One may only fall for another to rise, when
 * the trade was chosen on the tuning questions alone (`tune:assistant -- --cv`), keeps within the target, and
 * the closing note says so. The last one (issue #30) quoted the buyers' pages, whose own half rose from 39 to 90
 * right first pages of 117 and from 23 to 7 wrong refusals, and cost the main half 2 right first pages of 303, 4 in
 * the first three, one more wrong refusal (4.6 %, within the target's 5 %) and 2 off-topic questions of 69 answered.
 */
const FLOORS = {
  main: {firstSource: 0.75, topThree: 0.865, wronglyRefusedAtMost: 0.047, refused: 0.865},
  buyerPages: {firstSource: 0.765, topThree: 0.895, wronglyRefusedAtMost: 0.06, refused: 0.72},
} as const

let passages: Passage[]
let intents: Intent[]
let evaluations: Record<keyof typeof FLOORS, Evaluation>

beforeAll(async () => {
  // Before the content layer and the server's configuration are read: they are imported after the clean-up.
  for (const name of OUTSIDE_CONFIGURATION) delete process.env[name]
  const [{loadPassages}, {loadIntents}, {endpointAssistant}] = await Promise.all([
    import('../passages'),
    import('../intents/load'),
    import('./endpointAssistant'),
  ])
  ;[passages, intents] = await Promise.all([loadPassages(), loadIntents()])
  const assistant = endpointAssistant()
  evaluations = {main: await evaluate(assistant, HALVES.test), buyerPages: await evaluate(assistant, BUYER_PAGES.test)}
}, 120_000)

/** A text as the evaluation compares it: folded, its words only. */
const normalised = (text: string) => tokens(fold(text)).join(' ')

describe('the content against the evaluation set', () => {
  it('expects only pages the assistant can quote or an intent cites, and FAQ entries that are published', () => {
    const paths = new Set([
      ...passages.map((passage) => pathOf(passage.url)),
      ...intents.flatMap((intent) => (intent.path ? [intent.path] : [])),
      '/planifier-une-demo',
      '/contact',
    ])
    const faqTitles = new Set(
      passages.filter((passage) => passage.kind === 'faq').map((passage) => oneLine(passage.title)),
    )
    const answerable = [HALVES.train, HALVES.test, DEVELOPMENT, BUYER_PAGES.train, BUYER_PAGES.test].flatMap(
      (set) => set.answerable,
    )
    // Each question's best page must be one the assistant can give; the others may be pages it does not quote.
    const unknown = answerable.filter(
      ({expected}) =>
        !expected.some(
          (source) =>
            paths.has(pathOf(source.path)) &&
            (source.faqQuestion === undefined || faqTitles.has(oneLine(source.faqQuestion))),
        ),
    )
    expect(unknown.map(({question}) => question)).toEqual([])
  })

  it('holds no question of the test halves, neither in an intent’s phrasings nor as a FAQ question: tuning never saw them', () => {
    const test = new Set(
      [HALVES.test, BUYER_PAGES.test]
        .flatMap((half) => [...half.answerable, ...half.refused])
        .map(({question}) => normalised(question)),
    )
    const written = [
      ...intents.flatMap((intent) => intent.phrasings),
      ...passages.filter((passage) => passage.kind === 'faq').map((passage) => passage.title),
    ]
    expect(written.filter((text) => test.has(normalised(text)))).toEqual([])
  })
})

describe('the embedded assistant on the frozen test halves', () => {
  it.each(Object.keys(FLOORS) as (keyof typeof FLOORS)[])(
    'keeps the figures measured when the gate was set: %s',
    (half) => {
      const measured = shares(evaluations[half])
      const floors = FLOORS[half]
      // The whole summary on failure: the shares, by register.
      expect({
        firstSource: measured.firstSource >= floors.firstSource,
        topThree: measured.topThree >= floors.topThree,
        wronglyRefused: measured.wronglyRefused <= floors.wronglyRefusedAtMost,
        refused: measured.refused >= floors.refused,
        summary: summary(evaluations[half]),
      }).toEqual({firstSource: true, topThree: true, wronglyRefused: true, refused: true, summary: expect.any(String)})
    },
  )
})
