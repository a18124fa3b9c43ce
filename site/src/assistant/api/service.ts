import {createOpenAICompatible} from '@ai-sdk/openai-compatible'

import {serverEnv} from '../../env/server'
import {sharedDatabase} from '../../leads/store'
import {serverRenderedReadOptions} from '../../revalidation/publishWindow'
import {getSynonymGroups} from '../../search/synonymGroups'
import {copyOffered} from '../../submissions/copyPolicy'
import {createRateLimiter} from '../../submissions/rateLimit'
import {type AnswerDeps, answerQuestion} from '../answer/answerer'
import {recordFeedback} from '../feedback/repository'
import {retrieve} from '../retrieval'
import {getAssistantSettings} from '../settings'
import type {AskDeps} from './ask'
import type {FeedbackDeps} from './feedback'
import type {SettingsDeps} from './settings'

export interface AssistantServices {
  ask: AskDeps
  settings: SettingsDeps
  feedback: FeedbackDeps
}

// Live inside the webhook's publish window, as the pages rendered on request read: an editor's change shows at once.
const settings = async () => getAssistantSettings(await serverRenderedReadOptions())

function answerDeps(): AnswerDeps {
  const llm = serverEnv.assistantLlm
  return {
    retrieve,
    synonyms: async () => getSynonymGroups(await serverRenderedReadOptions()),
    refusalText: async () => (await settings())?.refusal ?? null,
    llm: llm ? {model: createOpenAICompatible({name: 'assistant', baseURL: llm.baseUrl, apiKey: llm.apiKey}).chatModel(llm.model)} : null,
  }
}

const SERVICES = Symbol.for('parlia.assistant.services')
type Holder = typeof globalThis & {[SERVICES]?: AssistantServices}

/**
 * The endpoints' collaborators in the server, one set per process (API routes are loaded as separate module
 * instances; the rate limits must be one): the answerer on the retrieval, the editors' settings and synonyms and
 * the configured model; the rate limits (`assistantRateLimit`, one for questions, one for votes); the database.
 */
export function assistantServices(): AssistantServices {
  const holder = globalThis as Holder
  if (!holder[SERVICES]) {
    const deps = answerDeps()
    holder[SERVICES] = {
      ask: {rateLimit: createRateLimiter(serverEnv.assistantRateLimit, 'assistant-questions'), answer: (request, signal) => answerQuestion(request, deps, signal)},
      settings: {settings, copyOffered: copyOffered({captcha: serverEnv.captcha !== null, deliversMail: serverEnv.brevo !== null})},
      feedback: {rateLimit: createRateLimiter(serverEnv.assistantRateLimit, 'assistant-feedback'), record: async (feedback) => recordFeedback(await sharedDatabase(), feedback)},
    }
  }
  return holder[SERVICES]
}
