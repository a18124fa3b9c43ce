// `npm run tune:assistant`: fits the assistant's answer decision (src/assistant/understanding/model.json) on the
// TRAIN half of the evaluation set only, on the bundled content. The test half is never read here.
// 1. The ranking: a logistic regression from each candidate's features to whether it is an expected page.
// 2. The answer: a logistic regression from the ranked candidates to whether the question is answerable, and the
//    threshold under which the assistant refuses: the lowest that still refuses TARGET_REFUSED of the training
//    questions to refuse.
import {writeFile} from 'node:fs/promises'
import path from 'node:path'

import LogisticRegression from 'ml-logistic-regression'
import {Matrix} from 'ml-matrix'

import type {Candidate} from '../src/assistant/understanding/candidates'

const TARGET_REFUSED = 0.96
const MODEL_FILE = path.resolve(__dirname, '../src/assistant/understanding/model.json')

/** The weights of a binary logistic regression (an intercept last), from rows of features and 0/1 labels. */
function fit(rows: number[][], labels: number[]): number[] {
  const regression = new LogisticRegression({numSteps: 20_000, learningRate: 2e-3})
  regression.train(new Matrix(rows.map((row) => [...row, 1])), Matrix.columnVector(labels))
  // One-vs-all: the first classifier scores "not class 0", that is class 1.
  return (regression.classifiers[0]!.weights as Matrix).to1DArray().map((weight) => Number(weight.toFixed(4)))
}

async function main() {
  for (const name of ['SANITY_PROJECT_ID', 'ASSISTANT_LLM_BASE_URL']) delete process.env[name]
  const [{loadPassages}, {getSynonymGroups}, {loadIntents}, {createUnderstandingEngine}, candidates, decision, {HALVES}, evaluate, {answerQuestion}] = await Promise.all([
    import('../src/assistant/passages'),
    import('../src/search/synonymGroups'),
    import('../src/assistant/intents/load'),
    import('../src/assistant/understanding/engine'),
    import('../src/assistant/understanding/candidates'),
    import('../src/assistant/understanding/decision'),
    import('../src/assistant/eval/questions'),
    import('../src/assistant/eval/evaluate'),
    import('../src/assistant/answer/answerer'),
  ])
  const {guard} = await import('../src/assistant/answer/guard')
  const [passages, groups, intents] = await Promise.all([loadPassages(), getSynonymGroups(), loadIntents()])
  const engine = await createUnderstandingEngine(passages, groups, intents)
  const train = HALVES.train
  const faqTitle = (key: string) => engine.faqPassages(key.slice('faq:'.length))[0]?.title ?? ''
  const expectedCandidate = (candidate: Candidate, expected: (typeof train.answerable)[number]['expected']) =>
    expected.some((wanted) =>
      candidate.key.startsWith('faq:')
        ? wanted.faqQuestion !== undefined && evaluate.oneLine(wanted.faqQuestion) === evaluate.oneLine(faqTitle(candidate.key))
        : evaluate.pathOf(wanted.path) === candidate.key,
    )

  // What the guard refuses before any reading (injections, insults, personal details) teaches the decision nothing.
  const read = [...train.answerable, ...train.refused].filter((item) => guard([item.question]) === null)
  const understood = await Promise.all(read.map(async (item) => ({item, understanding: await engine.understand(item.question)})))

  // 1. The ranking, on the answerable questions' candidates.
  const rankingRows: number[][] = []
  const rankingLabels: number[] = []
  for (const {item, understanding} of understood) {
    if (!('expected' in item)) continue
    for (const candidate of candidates.candidatesOf(understanding, engine.candidatePassages)) {
      rankingRows.push(candidates.CANDIDATE_FEATURES.map((name) => candidate.features[name]))
      rankingLabels.push(expectedCandidate(candidate, item.expected) ? 1 : 0)
    }
  }
  const ranking = {features: [...candidates.CANDIDATE_FEATURES], weights: fit(rankingRows, rankingLabels)}

  // 2. The answer, on every question.
  const provisional = {ranking, answer: {features: [...decision.ANSWER_FEATURES], weights: [], threshold: 0}}
  const answerRows = understood.map(({understanding}) => decision.answerFeatures(decision.rank(candidates.candidatesOf(understanding, engine.candidatePassages), provisional), understanding))
  const answerLabels = understood.map(({item}) => ('expected' in item ? 1 : 0))
  const answerWeights = fit(answerRows, answerLabels)
  const model = {ranking, answer: {features: [...decision.ANSWER_FEATURES], weights: answerWeights, threshold: 0}}
  // Over every training question to refuse: those the answerer refuses whatever the threshold (the guard, an amount
  // no passage states, a subject out of scope) count as refused; the threshold refuses TARGET_REFUSED of them all.
  const answerWith = async (question: string, threshold: number) => {
    const deps = {engine: async () => engine, refusalText: async () => null, llm: null, decision: {...model, answer: {...model.answer, threshold}}}
    for await (const event of answerQuestion({question, history: []}, deps)) if (event.type === 'done') return event.reply
    throw new Error(`No answer to « ${question} »`)
  }
  const refusedScores: number[] = []
  for (const {question} of train.refused) {
    const anyway = (await answerWith(question, 0)).answerId.startsWith('refusal:')
    const understanding = await engine.understand(question)
    refusedScores.push(anyway ? -1 : decision.answerProbability(decision.rank(candidates.candidatesOf(understanding, engine.candidatePassages), model), understanding, model))
  }
  refusedScores.sort((a, b) => a - b)
  model.answer.threshold = Number((Math.max(0, refusedScores[Math.ceil(TARGET_REFUSED * refusedScores.length) - 1]!) + 1e-4).toFixed(4))

  await writeFile(MODEL_FILE, `${JSON.stringify(model, null, 2)}\n`)
  console.log(`Wrote ${path.relative(process.cwd(), MODEL_FILE)}\n`)

  const deps = {engine: async () => engine, refusalText: async () => null, llm: null, decision: model}
  const trained = await evaluate.evaluate(
    {
      async answer(question) {
        for await (const event of answerQuestion({question, history: []}, deps)) if (event.type === 'done') return event.reply
        throw new Error(`No answer to « ${question} »`)
      },
      refused: (reply) => reply.answerId.startsWith('refusal:'),
    },
    train,
  )
  console.log(`The train half with this model:\n${evaluate.summary(trained)}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
