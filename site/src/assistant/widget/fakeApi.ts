/**
 * For the widget's tests: what jsdom lacks to read a streamed answer (TextDecoder), and responses as the API sends
 * them, a stream of server-sent events the test writes event by event.
 */
import {TextDecoder, TextEncoder} from 'node:util'

export function installTextCodec(): void {
  Object.assign(globalThis, {TextDecoder, TextEncoder})
}

export const jsonResponse = (status: number, body: unknown) =>
  ({ok: status >= 200 && status < 300, status, json: async () => body, body: null}) as unknown as Response

/** A text/event-stream response whose chunks the test pushes; `cut` breaks the connection mid-stream. */
export function eventStream() {
  const encoder = new TextEncoder()
  const chunks: (Uint8Array | Error | null)[] = []
  let wake: (() => void) | null = null
  const push = (chunk: Uint8Array | Error | null) => {
    chunks.push(chunk)
    wake?.()
  }
  const reader = {
    async read(): Promise<ReadableStreamReadResult<Uint8Array>> {
      while (!chunks.length) await new Promise<void>((resolve) => (wake = resolve))
      const chunk = chunks.shift()!
      if (chunk instanceof Error) throw chunk
      return chunk ? {done: false, value: chunk} : {done: true, value: undefined}
    },
    cancel: async () => undefined,
  }
  return {
    response: {ok: true, status: 200, body: {getReader: () => reader}, json: async () => null} as unknown as Response,
    /** One event, framed as the route frames them. */
    send: (event: string, data: unknown) => push(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    raw: (text: string) => push(encoder.encode(text)),
    end: () => push(null),
    cut: () => push(new TypeError('network error')),
  }
}

/** A whole answer, streamed in two pieces then done. */
export function answerStream(answer: {
  answer: string
  sources: {title: string; url: string}[]
  handover: boolean
  answerId: string
}) {
  const stream = eventStream()
  const middle = Math.ceil(answer.answer.length / 2)
  stream.send('delta', {text: answer.answer.slice(0, middle)})
  stream.send('delta', {text: answer.answer.slice(middle)})
  stream.send('done', answer)
  stream.end()
  return stream.response
}
