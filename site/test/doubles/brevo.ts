import {createServer, type IncomingMessage, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'

/**
 * A stand-in for Brevo's API on the loopback interface, for tests: it answers like Brevo when `mode` is
 * 'up', fails with 500 when 'failing', and never answers when 'hanging'. Like Brevo, it sends an e-mail
 * once per idempotencyKey and upserts contacts by address. It records what it was sent.
 */
export interface BrevoStub {
  url: string
  mode: 'up' | 'failing' | 'hanging'
  /** Every request received, in order, whatever it was answered. */
  requests: {endpoint: string; body: Record<string, unknown>}[]
  /** E-mails sent, by idempotency key. */
  emails: Map<string, Record<string, unknown>>
  /** Requests that repeated an idempotency key already sent (answered without sending again). */
  duplicateEmails: number
  /** Contacts, by address, with how many times they were created or updated. */
  contacts: Map<string, {body: Record<string, unknown>; upserts: number}>
  close(): Promise<void>
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>
}

export async function startBrevoStub(apiKey = 'test-key'): Promise<BrevoStub> {
  const held = new Set<ServerResponse>()
  const stub: BrevoStub = {
    url: '',
    mode: 'up',
    requests: [],
    emails: new Map(),
    duplicateEmails: 0,
    contacts: new Map(),
    close: async () => {
      for (const res of held) res.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
  const answer = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, {'content-type': 'application/json'})
    res.end(body === undefined ? undefined : JSON.stringify(body))
  }
  const server = createServer(async (req, res) => {
    const endpoint = (req.url ?? '').replace(/^\/v3/, '')
    const body = req.method === 'POST' ? await readJson(req) : {}
    stub.requests.push({endpoint, body})
    if (stub.mode === 'hanging') {
      held.add(res)
      res.on('close', () => held.delete(res))
      return
    }
    if (stub.mode === 'failing') return answer(res, 500, {code: 'internal_error', message: 'Brevo is down'})
    if (req.headers['api-key'] !== apiKey) return answer(res, 401, {code: 'unauthorized', message: 'Key not found'})
    if (req.method === 'POST' && endpoint === '/contacts') {
      const email = String(body.email)
      const known = stub.contacts.get(email)
      if (known && !body.updateEnabled) return answer(res, 400, {code: 'duplicate_parameter', message: 'Contact already exist'})
      stub.contacts.set(email, {body, upserts: (known?.upserts ?? 0) + 1})
      return known ? answer(res, 204) : answer(res, 201, {id: stub.contacts.size})
    }
    if (req.method === 'DELETE' && endpoint.startsWith('/contacts/')) {
      const email = decodeURIComponent(endpoint.slice('/contacts/'.length))
      if (!stub.contacts.delete(email)) return answer(res, 404, {code: 'document_not_found', message: 'Contact does not exist'})
      return answer(res, 204)
    }
    if (req.method === 'POST' && endpoint === '/smtp/email') {
      const key = String((body.headers as Record<string, unknown> | undefined)?.idempotencyKey ?? '')
      if (key && stub.emails.has(key)) stub.duplicateEmails += 1
      else stub.emails.set(key || `no-key-${stub.emails.size}`, body)
      return answer(res, 201, {messageId: `<${key}@smtp-relay.mailin.fr>`})
    }
    return answer(res, 404, {code: 'not_found', message: 'Unknown endpoint'})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`
  return stub
}
