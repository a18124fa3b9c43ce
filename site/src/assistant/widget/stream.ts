import {createParser} from 'eventsource-parser'

import type {AnswerSource, AssistantReply} from '../answer/types'
import type {AssistantRequest} from '../request'

export const NETWORK_MESSAGE = 'La réponse n’a pas pu arriver : vérifiez votre connexion à Internet, puis réessayez.'
export const INTERRUPTED_MESSAGE = 'La réponse a été interrompue avant la fin. Réessayez dans un instant.'
export const UNAVAILABLE_MESSAGE = 'L’assistant est momentanément indisponible. Réessayez dans quelques instants.'

/** A question the API did not answer, with the message the visitor reads. */
export class AskError extends Error {
  override name = 'AskError'
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The reply a `done` event carries, whatever else it holds; a reply without its text is no reply. */
function replyOf(value: unknown): AssistantReply {
  if (!isObject(value) || typeof value.answer !== 'string' || !Array.isArray(value.sources))
    throw new AskError(UNAVAILABLE_MESSAGE)
  return {
    answer: value.answer,
    sources: value.sources.filter(
      (source): source is AnswerSource =>
        isObject(source) && typeof source.title === 'string' && typeof source.url === 'string',
    ),
    handover: value.handover === true,
    answerId: typeof value.answerId === 'string' ? value.answerId : '',
    suggestions: Array.isArray(value.suggestions)
      ? value.suggestions.filter((question) => typeof question === 'string')
      : [],
  }
}

async function refusal(response: Response): Promise<AskError> {
  const body: unknown = await response.json().catch(() => null)
  return new AskError(isObject(body) && typeof body.error === 'string' ? body.error : UNAVAILABLE_MESSAGE)
}

/**
 * Asks the assistant (`POST endpoint`, text/event-stream) and reports the answer's text as it streams: `delta`
 * events carry the next piece of text, then `done` the whole reply, whose text replaces what the deltas built (see
 * the route's comment). Resolves with that reply; rejects with an AskError whose message is the visitor's.
 */
export async function ask(
  endpoint: string,
  body: AssistantRequest,
  onText: (text: string) => void,
  signal?: AbortSignal,
): Promise<AssistantReply> {
  let response: Response
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'text/event-stream'},
      body: JSON.stringify(body),
      signal,
    })
  } catch (error) {
    throw signal?.aborted ? error : new AskError(NETWORK_MESSAGE)
  }
  if (!response.ok) throw await refusal(response)
  if (!response.body) throw new AskError(UNAVAILABLE_MESSAGE)

  let text = ''
  const outcome: {reply?: AssistantReply; failure?: AskError} = {}
  const parser = createParser({
    onEvent: (event) => {
      if (outcome.reply || outcome.failure) return
      const data: unknown = JSON.parse(event.data)
      if (event.event === 'delta' && isObject(data) && typeof data.text === 'string') {
        text += data.text
        onText(text)
      } else if (event.event === 'done') {
        outcome.reply = replyOf(data)
      } else if (event.event === 'error') {
        outcome.failure = new AskError(
          isObject(data) && typeof data.error === 'string' ? data.error : UNAVAILABLE_MESSAGE,
        )
      }
    },
  })
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  try {
    for (;;) {
      const {done, value} = await reader.read()
      if (done) break
      parser.feed(decoder.decode(value, {stream: true}))
      if (outcome.reply || outcome.failure) break
    }
  } catch (error) {
    if (signal?.aborted) throw error
    // A malformed event or answer is the server's fault, not the connection's.
    throw error instanceof AskError
      ? error
      : new AskError(error instanceof SyntaxError ? UNAVAILABLE_MESSAGE : INTERRUPTED_MESSAGE)
  } finally {
    reader.cancel().catch(() => undefined)
  }
  if (outcome.failure) throw outcome.failure
  if (!outcome.reply) throw new AskError(INTERRUPTED_MESSAGE)
  return outcome.reply
}
