import {createOpenAICompatible} from '@ai-sdk/openai-compatible'

import {serverEnv} from '../../platform/env/server'
import {sharedDatabase} from '../../leads/storage/sharedDatabase'
import {siteSecretReader} from '../../content/preview/secretReader'
import {serverRenderedReadOptions} from '../../content/revalidation/publishWindow'
import {copyOffered} from '../../leads/submission/copyPolicy'
import {createRateLimiter} from '../../leads/submission/rateLimit'
import {type AnswerDeps, answerQuestion} from '../answer/answerer'
import {recordFeedback} from '../feedback/repository'
import {isEditorSecret} from '../misses/editorAccess'
import {deleteMisses, listMisses, recordMiss} from '../misses/repository'
import {assistantEngine} from '../understanding/engineCache'
import {getAssistantSettings} from '../contentSettings'
import type {AskDeps} from './ask'
import type {FeedbackDeps} from './feedback'
import type {MissesDeps} from './misses'
import type {SettingsDeps} from './widgetSettings'

export interface AssistantServices {
  ask: AskDeps
  settings: SettingsDeps
  feedback: FeedbackDeps
  misses: MissesDeps
}

// Live inside the webhook's publish window, as the pages rendered on request read: an editor's change shows at once.
const settings = async () => getAssistantSettings(await serverRenderedReadOptions())

function answerDeps(): AnswerDeps {
  const llm = serverEnv.assistantLlm
  return {
    engine: assistantEngine,
    refusalText: async () => (await settings())?.refusal ?? null,
    llm: llm
      ? {
          model: createOpenAICompatible({name: 'assistant', baseURL: llm.baseUrl, apiKey: llm.apiKey}).chatModel(
            llm.model,
          ),
        }
      : null,
  }
}

const SERVICES = Symbol.for('parlia.assistant.services')
type Holder = typeof globalThis & {[SERVICES]?: AssistantServices}

/**
 * The endpoints' collaborators in the server, one set per process (API routes are loaded as separate module
 * instances; the rate limits must be one): the answerer on the retrieval, the editors' settings and synonyms and
 * the configured model; the rate limits (`assistantRateLimit`, one each for questions, votes, missed questions and
 * the editors' reads of them); the database; the Studio's secrets, read as the preview reads them.
 */
export function assistantServices(): AssistantServices {
  const holder = globalThis as Holder
  if (!holder[SERVICES]) {
    const deps = answerDeps()
    holder[SERVICES] = {
      ask: {
        rateLimit: createRateLimiter(serverEnv.assistantRateLimit, 'assistant-questions'),
        answer: (request, signal) => answerQuestion(request, deps, signal),
      },
      settings: {
        settings,
        copyOffered: copyOffered({captcha: serverEnv.captcha !== null, deliversMail: serverEnv.brevo !== null}),
      },
      feedback: {
        rateLimit: createRateLimiter(serverEnv.assistantRateLimit, 'assistant-feedback'),
        record: async (feedback) => recordFeedback(await sharedDatabase(), feedback),
      },
      misses: {
        rateLimit: createRateLimiter(serverEnv.assistantRateLimit, 'assistant-misses'),
        editorRateLimit: createRateLimiter(serverEnv.assistantRateLimit, 'assistant-misses-editors'),
        record: async (miss) => void (await recordMiss(await sharedDatabase(), miss)),
        list: async () => listMisses(await sharedDatabase()),
        remove: async (ids) => deleteMisses(await sharedDatabase(), ids),
        isEditor: (secret) => isEditorSecret(siteSecretReader(), secret),
        studioOrigin: serverEnv.studioOrigin,
      },
    }
  }
  return holder[SERVICES]
}
