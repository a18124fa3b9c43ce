// `npm run bench:assistant`: the embedded assistant's costs. The understanding engine's build (passage index,
// vocabulary, intent classifier) in time and heap for the site's content, its rebuild after a change the intents do
// not see, and for ten times as many passages (the passages duplicated under other ids and addresses), then the time
// of an answer (guard, reading, classification, retrieval, decision, extract) for every question of both halves of
// the evaluation set, p50/p95 on each (issue #25's targets: p95 < 50 ms and a build under 1 s on the site's content).
// Always the embedded mode: a language model's time is its provider's. Prints figures; asserts nothing. Run with
// --expose-gc (the npm script does).
import path from 'node:path'

import {loadEnvConfig} from '@next/env'

import type {Passage} from '../src/assistant/passages'

const COPIES = 10
/** Rounds over the evaluation set per engine: enough answers for a stable p95. */
const ROUNDS = 3
const OUTSIDE_CONFIGURATION = [
  'SANITY_PROJECT_ID',
  'ASSISTANT_LLM_BASE_URL',
  'ASSISTANT_LLM_API_KEY',
  'ASSISTANT_LLM_MODEL',
]

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const ms = (value: number) => `${value.toFixed(1)} ms`

/** The heap an object holds once built: garbage collected before and after (approximate without --expose-gc). */
async function measured<T>(build: () => Promise<T>): Promise<{value: T; buildMs: number; heapMb: number}> {
  global.gc?.()
  const before = process.memoryUsage().heapUsed
  const started = performance.now()
  const value = await build()
  const buildMs = performance.now() - started
  global.gc?.()
  return {value, buildMs, heapMb: (process.memoryUsage().heapUsed - before) / 1024 / 1024}
}

/** Ten times the content: each passage again under another id, on another page. */
function multiplied(passages: readonly Passage[]): Passage[] {
  return Array.from({length: COPIES}, (_, copy) =>
    passages.map((passage) => {
      if (copy === 0) return passage
      const url = new URL(passage.url, 'https://parlia.invalid')
      return {...passage, id: `${passage.id}~${copy}`, url: `${url.pathname}-${copy}${url.search}${url.hash}`}
    }),
  ).flat()
}

async function main() {
  loadEnvConfig(path.resolve(__dirname, '..', '..'), false, {info: () => {}, error: console.error})
  for (const name of OUTSIDE_CONFIGURATION) delete process.env[name]
  if (!global.gc) console.log('(Heap figures approximate: run with node --expose-gc, as npm run bench:assistant does.)')

  const {loadPassages} = await import('../src/assistant/passages')
  const {loadIntents} = await import('../src/assistant/intents/load')
  const {createUnderstandingEngine} = await import('../src/assistant/understanding/engine')
  const {answerQuestion} = await import('../src/assistant/answer/answerer')
  const {getSynonymGroups} = await import('../src/search/synonymGroups')
  const {loadFrenchDictionary} = await import('../src/assistant/language/dictionary')
  const {HALVES} = await import('../src/assistant/eval/questions')
  const questions = Object.values(HALVES).flatMap(({answerable, refused}) =>
    [...answerable, ...refused].map(({question}) => question),
  )

  const [passages, groups, intents] = await Promise.all([loadPassages(), getSynonymGroups(), loadIntents()])
  // The French dictionary is the process's, loaded once whatever the content: apart from the engine's build.
  const dictionary = await measured(async () => loadFrenchDictionary())
  console.log(
    `French dictionary (once per process): ${ms(dictionary.buildMs)}, ~${dictionary.heapMb.toFixed(1)} MB of heap`,
  )
  const phrasings = intents.reduce((sum, intent) => sum + intent.phrasings.length, 0)
  const site = await measured(() => createUnderstandingEngine(passages, groups, intents))
  console.log(
    `Engine of the site's content: ${passages.length} passages, ${intents.length} intents (${phrasings} phrasings) in ${ms(site.buildMs)}, ~${site.heapMb.toFixed(1)} MB of heap`,
  )
  // A publish outside the intents (an article's text): the phrasings read alike, so the classifier is not retrained.
  const edited = passages.map((passage, index) =>
    index === 0 ? {...passage, text: `${passage.text} Mise à jour.`} : passage,
  )
  const rebuilt = await measured(() => createUnderstandingEngine(edited, groups, intents))
  console.log(`Rebuild after a change outside the intents (classifier kept): ${ms(rebuilt.buildMs)}`)
  const tenfold = multiplied(passages)
  const large = await measured(() => createUnderstandingEngine(tenfold, groups, intents))
  console.log(
    `Engine of ${COPIES}× the passages: ${tenfold.length} passages in ${ms(large.buildMs)}, ~${large.heapMb.toFixed(1)} MB of heap`,
  )

  for (const [label, engine] of [
    [`the site's content`, site.value],
    [`${COPIES}× the passages`, large.value],
  ] as const) {
    const deps = {engine: async () => engine, refusalText: async () => null, llm: null}
    const times: number[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const question of questions) {
        const started = performance.now()
        for await (const event of answerQuestion({question, history: []}, deps)) if (event.type === 'done') break
        times.push(performance.now() - started)
      }
    }
    times.sort((a, b) => a - b)
    console.log(
      `Answers on ${label} (${questions.length} questions × ${ROUNDS}): p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(times.at(-1)!)}`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
