// `npm run eval:assistant`: both halves of the evaluation set (src/assistant/eval/set) through the assistant as
// POST /api/assistant runs it, on the configured content: the embedded mode, or the language model's when the
// ASSISTANT_LLM_ variables are set. Prints each half's shares against issue #25's targets, overall and by register;
// then the misses of the TRAIN half only, the one tuning may read (the test half's misses are never printed: reading
// them would be tuning on it). Exit code 1 when the test half misses a target (with a model, which cites only the
// passages it used, all but the three-source ones). The development questions (tuned on, as the train half) are
// printed with their misses, and so are the buyers' pages' questions (issue #30): their train half with its misses,
// their test half's shares alone. `-- --train`: the tuned-on questions alone, for a tuning loop that must not read the
// test halves' figures at every step.
import path from 'node:path'

import {loadEnvConfig} from '@next/env'

async function main() {
  // The same root .env as the site.
  loadEnvConfig(path.resolve(__dirname, '..', '..'), false, {info: () => {}, error: console.error})
  const {serverEnv} = await import('../src/platform/env/server')
  const {evaluate, missedTargets, report, summary} = await import('../src/assistant/eval/evaluate')
  const {endpointAssistant} = await import('../src/assistant/eval/endpointAssistant')
  const {BUYER_PAGES, DEVELOPMENT, HALVES} = await import('../src/assistant/eval/questions')

  const llm = serverEnv.assistantLlm
  const content = serverEnv.sanity
    ? `Sanity project ${serverEnv.sanity.projectId}, dataset ${serverEnv.sanity.dataset}`
    : 'the bundled dataset'
  console.log(
    `Mode: ${llm ? `language model ${llm.model} at ${llm.baseUrl}` : 'embedded (extractive answers)'}, on ${content}\n`,
  )
  const started = performance.now()
  const assistant = endpointAssistant()
  const train = await evaluate(assistant, HALVES.train)
  const development = await evaluate(assistant, DEVELOPMENT)
  const buyersTrain = await evaluate(assistant, BUYER_PAGES.train)
  console.log(
    [
      `=== Train half (tuned on) ===\n${report(train)}`,
      `=== Development questions (tuned on) ===\n${report(development)}`,
      `=== Buyers' pages, train half (tuned on) ===\n${report(buyersTrain)}`,
    ].join('\n\n'),
  )
  if (process.argv.includes('--train')) return
  const test = await evaluate(assistant, HALVES.test)
  const buyersTest = await evaluate(assistant, BUYER_PAGES.test)
  const sources = llm ? 'citations' : 'extracts'
  console.log(`\n=== Test half (frozen, never tuned on) ===\n${summary(test)}`)
  console.log(`\n=== Buyers' pages, test half (frozen, never tuned on) ===\n${summary(buyersTest)}`)
  const questions = [train, development, buyersTrain, test, buyersTest].reduce(
    (sum, half) => sum + half.answerable + half.toRefuse,
    0,
  )
  console.log(`\n${questions} questions in ${((performance.now() - started) / 1000).toFixed(1)} s`)

  const missed = missedTargets(test, sources)
  if (missed.length > 0) {
    console.error(`\nTargets missed on the test half:\n${missed.map((line) => `  - ${line}`).join('\n')}`)
    process.exitCode = 1
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
