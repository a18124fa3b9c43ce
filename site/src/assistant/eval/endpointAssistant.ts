import type {AssistantReply} from '../answer/types'
import {assistantServices} from '../api/routeDependencies'
import type {Assistant} from './evaluate'

/**
 * The assistant as `POST /api/assistant` runs it, on this process's content and configuration: the embedded mode,
 * or the configured model's (ASSISTANT_LLM_*). A question at a time, without history, as a visitor's first.
 */
export function endpointAssistant(): Assistant<AssistantReply> {
  const {ask} = assistantServices()
  return {
    async answer(question) {
      for await (const event of ask.answer({question, history: []})) if (event.type === 'done') return event.reply
      throw new Error(`The assistant ended without an answer to « ${question} ».`)
    },
    refused: (reply) => reply.answerId.startsWith('refusal:'),
  }
}
