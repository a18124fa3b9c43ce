// `npm run tune:assistant`: fits the assistant's answer decision (src/assistant/understanding/model.json) on the
// TRAIN halves of the evaluation set and the development questions only (TUNING), on the bundled content. The test half
// is never read here.
// 1. The ranking: a logistic regression from each candidate's features to whether it is an expected page.
// 2. The answer: a logistic regression from the ranked candidates to whether the question is answerable, and the
//    threshold under which the assistant refuses: the one that best separates the training questions, the share of
//    those to refuse that it refuses less the share of the answerable ones it refuses (Youden's J).
// `-- --cv` writes nothing: it prints how the decision generalises to topics it was not fitted on, within the tuning
// questions, and each miss there (tuning questions, which may be read), so that a change of features can be judged
// without reading the test half.
import {writeFile} from 'node:fs/promises'
import path from 'node:path'

import LogisticRegression from 'ml-logistic-regression'
import {Matrix} from 'ml-matrix'

import type {Evaluation} from '../src/assistant/eval/evaluate'
import type {EvaluationSet} from '../src/assistant/eval/questions'
import type {Candidate} from '../src/assistant/understanding/candidates'
import type {DecisionModel} from '../src/assistant/understanding/decision'

/** `-- --cv`: the figures of a decision fitted without each fifth of the tuning topics, on that fifth. */
const FOLDS = 5
const MODEL_FILE = path.resolve(__dirname, '../src/assistant/understanding/model.json')

/** The weights of a binary logistic regression (an intercept last), from rows of features and 0/1 labels. */
function fit(rows: number[][], labels: number[]): number[] {
  const regression = new LogisticRegression({numSteps: 20_000, learningRate: 2e-3})
  regression.train(new Matrix(rows.map((row) => [...row, 1])), Matrix.columnVector(labels))
  // One-vs-all: the first classifier scores "not class 0", that is class 1.
  return (regression.classifiers[0]!.weights as Matrix).to1DArray().map((weight) => Number(weight.toFixed(4)))
}

/**
 * The threshold (the assistant answers at or above it) with the largest share of the questions to refuse refused, less
 * the share of the answerable ones refused, tried just above each score.
 */
function bestThreshold(toRefuse: readonly number[], answerable: readonly number[]): number {
  const refusedShare = (scores: readonly number[], threshold: number) =>
    scores.filter((score) => score < threshold).length / scores.length
  let best = {separation: -Infinity, threshold: 0}
  for (const threshold of [...toRefuse, ...answerable].map((score) => Math.max(0, score) + 1e-4)) {
    const separation = refusedShare(toRefuse, threshold) - refusedShare(answerable, threshold)
    if (separation > best.separation) best = {separation, threshold}
  }
  return Number(best.threshold.toFixed(4))
}

async function main() {
  for (const name of ['SANITY_PROJECT_ID', 'ASSISTANT_LLM_BASE_URL']) delete process.env[name]
  const [
    {loadPassages},
    {getSynonymGroups},
    {loadIntents},
    {createUnderstandingEngine},
    candidates,
    decision,
    {TUNING},
    evaluate,
    {answerQuestion},
  ] = await Promise.all([
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
  const faqTitle = (key: string) => engine.faqPassages(key.slice('faq:'.length))[0]?.title ?? ''
  const expectedCandidate = (candidate: Candidate, expected: EvaluationSet['answerable'][number]['expected']) =>
    expected.some((wanted) =>
      candidate.key.startsWith('faq:')
        ? wanted.faqQuestion !== undefined &&
          evaluate.oneLine(wanted.faqQuestion) === evaluate.oneLine(faqTitle(candidate.key))
        : evaluate.pathOf(wanted.path) === candidate.key,
    )
  const answerWith = async (question: string, model: DecisionModel) => {
    const deps = {engine: async () => engine, refusalText: async () => null, llm: null, decision: model}
    for await (const event of answerQuestion({question, history: []}, deps))
      if (event.type === 'done') return event.reply
    throw new Error(`No answer to « ${question} »`)
  }

  /** The ranking and the answer regressions, and the refusal threshold, fitted on `set` alone. */
  async function fitDecision(set: EvaluationSet): Promise<DecisionModel> {
    // What the guard refuses before any reading (injections, insults, personal details) teaches the decision nothing.
    const read = [...set.answerable, ...set.refused].filter((item) => guard([item.question]) === null)
    const understood = await Promise.all(
      read.map(async (item) => ({item, understanding: await engine.understand(item.question)})),
    )

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
    const answerRows = understood.map(({understanding}) =>
      decision.answerFeatures(
        decision.rank(candidates.candidatesOf(understanding, engine.candidatePassages), provisional),
        understanding,
      ),
    )
    const answerLabels = understood.map(({item}) => ('expected' in item ? 1 : 0))
    const model = {
      ranking,
      answer: {features: [...decision.ANSWER_FEATURES], weights: fit(answerRows, answerLabels), threshold: 0},
    }
    // A question to refuse that the answerer refuses whatever the threshold (the guard, an amount no passage states, a
    // subject out of scope) scores -1: refused at any threshold. A fixed share of the refusals to reach would let the
    // hardest of them (a certification the site does not claim, next to the security page's text) set the threshold.
    const scoreOf = async (question: string) => {
      const understanding = await engine.understand(question)
      return decision.answerProbability(
        decision.rank(candidates.candidatesOf(understanding, engine.candidatePassages), model),
        understanding,
        model,
      )
    }
    const refusedScores: number[] = []
    for (const {question} of set.refused)
      refusedScores.push(
        (await answerWith(question, model)).answerId.startsWith('refusal:') ? -1 : await scoreOf(question),
      )
    const answerableScores = await Promise.all(set.answerable.map(({question}) => scoreOf(question)))
    model.answer.threshold = bestThreshold(refusedScores, answerableScores)
    return model
  }

  const evaluateWith = (model: DecisionModel, set: EvaluationSet) =>
    evaluate.evaluate(
      {answer: (question) => answerWith(question, model), refused: (reply) => reply.answerId.startsWith('refusal:')},
      set,
    )

  if (process.argv.includes('--cv')) {
    // Out-of-fold: each fold's topics are answered by a decision fitted without them, as the test half's would be.
    const topics = [...new Set([...TUNING.answerable, ...TUNING.refused].map(({topic}) => topic))].sort()
    const foldOf = (topic: string) => topics.indexOf(topic) % FOLDS
    const folds: Evaluation[] = []
    for (let fold = 0; fold < FOLDS; fold += 1) {
      const pick = (inFold: boolean): EvaluationSet => ({
        answerable: TUNING.answerable.filter(({topic}) => (foldOf(topic) === fold) === inFold),
        refused: TUNING.refused.filter(({topic}) => (foldOf(topic) === fold) === inFold),
      })
      folds.push(await evaluateWith(await fitDecision(pick(false)), pick(true)))
    }
    console.log(
      `The tuning questions out of fold (${FOLDS} folds grouped by topic):\n${evaluate.report(evaluate.merged(folds))}`,
    )
    return
  }

  const model = await fitDecision(TUNING)
  await writeFile(MODEL_FILE, `${JSON.stringify(model, null, 2)}\n`)
  console.log(`Wrote ${path.relative(process.cwd(), MODEL_FILE)}\n`)
  console.log(`The tuning questions with this model:\n${evaluate.summary(await evaluateWith(model, TUNING))}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
