import {randomUUID} from 'node:crypto'
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import {setTimeout as sleep} from 'node:timers/promises'

import {carriesToken} from '../auth/bearer'
import {type ChatMessage, messageText, REFUSAL_WORD, replyTo, streamPieces} from './reply'

const COMPLETIONS_PATH = '/v1/chat/completions'

/**
 * How the whole server answers, switched by the test at any time:
 * - `up`: the reply from the prompt (./reply.ts);
 * - `inventing`: a reply that makes up a price; `refusing`: the refusal word, whatever the prompt;
 * - `failing`: 500 in OpenAI's error shape; `throttled`: 429 with `Retry-After`;
 * - `hanging`: no answer at all;
 * - `cutting`: a stream cut after its first piece (a JSON answer: the connection cut before it);
 * - `stalling`: a stream that stops after its first piece without ending (a JSON answer: none).
 */
export const LLM_MODES = [
  'up',
  'inventing',
  'refusing',
  'failing',
  'throttled',
  'hanging',
  'cutting',
  'stalling',
] as const
export type LlmMode = (typeof LLM_MODES)[number]

/** A completion request as received, whatever it was answered. */
export interface RecordedCompletion {
  /** Whether it carried the right bearer key. */
  authorized: boolean
  model: unknown
  stream: boolean
  messages: ChatMessage[]
  answer: LlmMode | 'unauthorized' | 'invalid'
}

export interface LlmServerOptions {
  apiKey: string
  /** The one model id served; another answers 404 as OpenAI does. */
  model: string
  /** Pause between two streamed pieces. */
  chunkDelayMs: number
  mode: {get(): LlmMode; set(mode: LlmMode): void}
  requests: RecordedCompletion[]
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const body = JSON.parse(text) as unknown
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null
  } catch {
    return null
  }
}

const json = (res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, body === undefined ? headers : {'content-type': 'application/json', ...headers})
  res.end(body === undefined ? undefined : JSON.stringify(body))
}

/** OpenAI's error body, which `@ai-sdk/openai-compatible` reads the message of. */
const openAiError = (message: string, type: string, code: string | null = null) => ({
  error: {message, type, param: null, code},
})

function parseMessages(value: unknown): ChatMessage[] | null {
  if (!Array.isArray(value) || value.length === 0) return null
  const messages: ChatMessage[] = []
  for (const item of value as unknown[]) {
    if (item === null || typeof item !== 'object') return null
    const {role, content} = item as {role?: unknown; content?: unknown}
    const text = messageText(content)
    if (typeof role !== 'string' || text === null) return null
    messages.push({role, content: text})
  }
  return messages
}

/**
 * `POST /v1/chat/completions` as OpenAI-compatible servers answer it (bearer key, JSON or `stream: true` server-sent
 * events ending with `data: [DONE]`), and the test's controls: `PUT /__mode` `{mode}`, `GET /__inspect/requests`.
 * `held` collects the answers never finished.
 */
export function createLlmServer(options: LlmServerOptions, held: Set<ServerResponse>): Server {
  const {apiKey, model, chunkDelayMs, mode, requests} = options
  const hold = (res: ServerResponse) => {
    held.add(res)
    res.on('close', () => held.delete(res))
  }

  async function complete(req: IncomingMessage, res: ServerResponse) {
    const body = parseJson(await readText(req))
    const authorized = carriesToken(req.headers.authorization, apiKey)
    const messages = body && parseMessages(body.messages)
    const stream = body?.stream === true
    const record = (answer: RecordedCompletion['answer']) =>
      requests.push({authorized, model: body?.model, stream, messages: messages ?? [], answer})
    if (!authorized) {
      record('unauthorized')
      return json(res, 401, openAiError('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'))
    }
    if (!body || !messages || typeof body.model !== 'string') {
      record('invalid')
      return json(
        res,
        400,
        openAiError(
          'A model and a list of messages, each with a role and a text, are required.',
          'invalid_request_error',
        ),
      )
    }
    if (body.model !== model) {
      record('invalid')
      return json(
        res,
        404,
        openAiError(`The model \`${body.model}\` does not exist.`, 'invalid_request_error', 'model_not_found'),
      )
    }
    const current = mode.get()
    record(current)
    if (current === 'failing')
      return json(res, 500, openAiError('The server had an error while processing your request.', 'server_error'))
    if (current === 'throttled')
      return json(res, 429, openAiError('Rate limit reached.', 'rate_limit_error'), {'retry-after': '20'})
    if (current === 'hanging') return hold(res)

    const text = current === 'refusing' ? REFUSAL_WORD : replyTo(messages, current === 'inventing')
    const id = `chatcmpl-${randomUUID()}`
    const created = Math.floor(Date.now() / 1000)
    if (!stream) {
      if (current === 'cutting') return req.socket.destroy()
      if (current === 'stalling') return hold(res)
      return json(res, 200, {
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [{index: 0, message: {role: 'assistant', content: text}, finish_reason: 'stop'}],
        usage: {
          prompt_tokens: 0,
          completion_tokens: streamPieces(text).length,
          total_tokens: streamPieces(text).length,
        },
      })
    }

    res.writeHead(200, {'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive'})
    const send = (delta: Record<string, unknown>, finishReason: string | null = null) =>
      res.write(
        `data: ${JSON.stringify({id, object: 'chat.completion.chunk', created, model, choices: [{index: 0, delta, finish_reason: finishReason}]})}\n\n`,
      )
    send({role: 'assistant', content: ''})
    for (const [index, piece] of streamPieces(text).entries()) {
      if (res.destroyed) return
      send({content: piece})
      await sleep(chunkDelayMs)
      // After the first piece has had time to arrive.
      if (index === 0 && current === 'cutting') return req.socket.destroy()
      if (index === 0 && current === 'stalling') return hold(res)
    }
    send({}, 'stop')
    res.end('data: [DONE]\n\n')
  }

  return createServer((req, res) => {
    const {pathname} = new URL(req.url ?? '/', 'http://llm.test')
    const handled = (async () => {
      if (pathname === '/__inspect/requests')
        return req.method === 'GET' ? json(res, 200, {requests}) : json(res, 405, {message: 'GET'})
      if (pathname === '/__mode') {
        if (req.method !== 'PUT') return json(res, 405, {message: 'PUT'})
        const asked = parseJson(await readText(req))?.mode
        if (!LLM_MODES.includes(asked as LlmMode))
          return json(res, 400, {message: `mode is one of ${LLM_MODES.join(', ')}`})
        mode.set(asked as LlmMode)
        return json(res, 204)
      }
      if (pathname === COMPLETIONS_PATH) {
        return req.method === 'POST'
          ? complete(req, res)
          : json(res, 405, openAiError('Use POST.', 'invalid_request_error'))
      }
      return json(res, 404, openAiError(`Unknown path ${pathname}.`, 'invalid_request_error'))
    })()
    handled.catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, openAiError(String(error), 'server_error'))
      else res.destroy()
    })
  })
}
