// `npm run bench:assistant`: the embedded assistant's costs. The passages index's build time and heap for the site's
// content and for ten times as much (the passages duplicated under other ids and addresses), then the time of an
// answer (guard, retrieval, extract) for every question of the evaluation set, p50/p95 on each index (issue #14's
// target: p95 < 50 ms on the site's content). Always the embedded mode: a language model's time is its provider's.
// Prints figures; asserts nothing. Run with --expose-gc (the npm script does) for the heap figures.
import path from 'node:path'

import {loadEnvConfig} from '@next/env'

import type {Passage} from '../src/assistant/passages'

const COPIES = 10
/** Rounds over the evaluation set per index: enough answers for a stable p95. */
const ROUNDS = 5
const LLM_VARIABLES = ['ASSISTANT_LLM_BASE_URL', 'ASSISTANT_LLM_API_KEY', 'ASSISTANT_LLM_MODEL']

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
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
  for (const name of LLM_VARIABLES) delete process.env[name]
  if (!global.gc) console.log('(Heap figures approximate: run with node --expose-gc, as npm run bench:assistant does.)')

  const {loadPassages} = await import('../src/assistant/passages')
  const {createPassageIndex} = await import('../src/assistant/retrieval/passageIndex')
  const {answerQuestion, RETRIEVAL_LIMIT} = await import('../src/assistant/answer/answerer')
  const {getSynonymGroups} = await import('../src/search/synonymGroups')
  const {answerableQuestions, refusedQuestions} = await import('../src/assistant/eval/questions')
  const {endpointAssistant} = await import('../src/assistant/eval/endpointAssistant')
  const questions = [...answerableQuestions, ...refusedQuestions].map(({question}) => question)

  const [passages, groups] = await Promise.all([loadPassages(), getSynonymGroups()])
  const site = await measured(() => createPassageIndex(passages))
  console.log(`Index of the site's content: ${passages.length} passages in ${ms(site.buildMs)}, ~${site.heapMb.toFixed(1)} MB of heap`)
  const tenfold = multiplied(passages)
  const large = await measured(() => createPassageIndex(tenfold))
  console.log(`Index of ${COPIES}× the content: ${tenfold.length} passages in ${ms(large.buildMs)}, ~${large.heapMb.toFixed(1)} MB of heap`)

  /** Each answer's time, over `ROUNDS` rounds of the set, printed as p50/p95/max. */
  async function timeAnswers(label: string, answer: (question: string) => Promise<unknown>) {
    const times: number[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const question of questions) {
        const started = performance.now()
        await answer(question)
        times.push(performance.now() - started)
      }
    }
    times.sort((a, b) => a - b)
    console.log(`${label}: ${times.length} answers, p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(times.at(-1)!)}`)
  }

  // The endpoint's own answerer, on the process's index of the content (its first answer builds it).
  const endpoint = endpointAssistant()
  const firstStarted = performance.now()
  await endpoint.answer(questions[0]!)
  console.log(`First answer, building the endpoint's index: ${ms(performance.now() - firstStarted)}`)
  await timeAnswers(`Answers on the site's content (${questions.length} questions of the evaluation set × ${ROUNDS})`, endpoint.answer)

  // The same answerer on the tenfold index.
  const deps = {
    retrieve: (question: string, options?: {limit?: number}) => large.value.search(question, groups, options?.limit ?? RETRIEVAL_LIMIT),
    synonyms: async () => groups,
    refusalText: async () => null,
    llm: null,
    log: () => {},
  }
  const answerOnLarge = async (question: string) => {
    for await (const event of answerQuestion({question, history: []}, deps)) if (event.type === 'done') return event.reply
  }
  await timeAnswers(`Answers on ${COPIES}× the content`, answerOnLarge)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
