// `npm run eval:assistant`: every question of the evaluation set (src/assistant/eval/questions.ts) through the
// assistant as POST /api/assistant runs it, on the configured content: the embedded mode, or the language model's
// when the ASSISTANT_LLM_ variables are set. Prints the share of answerable questions whose expected page is the
// first source and among the first three, of answerable questions refused, of questions to refuse refused, then
// every miss; exit code 1 when a target is missed (with a model, which cites only the passages it used, all but the
// three-source one).
import path from 'node:path'

import {loadEnvConfig} from '@next/env'

async function main() {
  // The same root .env as the site.
  loadEnvConfig(path.resolve(__dirname, '..', '..'), false, {info: () => {}, error: console.error})
  const {serverEnv} = await import('../src/env/server')
  const {evaluate, missedTargets, report} = await import('../src/assistant/eval/evaluate')
  const {endpointAssistant} = await import('../src/assistant/eval/endpointAssistant')

  const llm = serverEnv.assistantLlm
  const content = serverEnv.sanity ? `Sanity project ${serverEnv.sanity.projectId}, dataset ${serverEnv.sanity.dataset}` : 'the bundled dataset'
  console.log(`Mode: ${llm ? `language model ${llm.model} at ${llm.baseUrl}` : 'embedded (extractive answers)'}, on ${content}\n`)
  const started = performance.now()
  const evaluation = await evaluate(endpointAssistant())
  const sources = llm ? 'citations' : 'extracts'
  console.log(report(evaluation, sources))
  const questions = evaluation.answerable + evaluation.toRefuse
  console.log(`\n${questions} questions in ${((performance.now() - started) / 1000).toFixed(1)} s`)

  const missed = missedTargets(evaluation, sources)
  if (missed.length > 0) {
    console.error(`\nTargets missed:\n${missed.map((line) => `  - ${line}`).join('\n')}`)
    process.exitCode = 1
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
