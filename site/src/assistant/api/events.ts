import type {AnswerEvent} from '../answer/types'
import {API_ERRORS} from './errorMessages'
import {logger} from '../../platform/logging/logger'

/**
 * The answer as server-sent events (`Accept: text/event-stream`), one JSON object per event's data:
 * - `event: delta`, `data: {"text": "…"}`: the next piece of the answer's text, to append;
 * - `event: done`, `data: {"answer", "sources", "handover", "answerId", "suggestions"}`: the whole reply, once, last.
 *   Its `answer` replaces the text the deltas built (they differ when the language model failed mid-stream and the
 *   extractive answer took over);
 * - `event: error`, `data: {"error": "…"}`: instead of `done`, when the answer could not be finished (in French).
 * The stream ends after `done` or `error`.
 */
export function serverSentEvent(event: AnswerEvent): string {
  return event.type === 'delta' ? frame('delta', {text: event.text}) : frame('done', event.reply)
}

export const serverSentError = (message: string = API_ERRORS.unavailable) => frame('error', {error: message})

// JSON escapes line breaks, so each event's data is one line.
const frame = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`

/** The part of Node's response the stream writes to (Next.js's compression adds `flush`). */
export interface EventStreamResponse {
  writeHead(status: number, headers: Record<string, string>): unknown
  write(chunk: string): unknown
  end(): unknown
  flush?: () => void
}

/**
 * Writes the answer's events as they come, each flushed at once (Next.js compresses responses, which would hold
 * them back). An error after the first event ends the stream with an `error` event; a visitor who left stops it.
 */
export async function sendEventStream(
  res: EventStreamResponse,
  stream: {headers: Record<string, string>; first: AnswerEvent; rest: AsyncGenerator<AnswerEvent>},
  signal?: AbortSignal,
): Promise<void> {
  res.writeHead(200, {...stream.headers, 'Content-Type': 'text/event-stream; charset=utf-8', 'X-Accel-Buffering': 'no'})
  const send = (text: string) => {
    res.write(text)
    res.flush?.()
  }
  send(serverSentEvent(stream.first))
  try {
    for await (const event of stream.rest) {
      if (signal?.aborted) break
      send(serverSentEvent(event))
    }
  } catch (error) {
    logger.error(
      {event: 'assistant.interrupted', error: (error as Error).stack ?? String(error)},
      'Assistant: answer interrupted',
    )
    send(serverSentError())
  } finally {
    res.end()
  }
}
