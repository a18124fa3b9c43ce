/** @jest-environment node */
import {once} from 'node:events'
import {Agent, createServer, request, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {setTimeout as sleep} from 'node:timers/promises'

import {watchHttpRequests} from './httpRequests'

/** A server whose answers take `ms`, as a slow page or a lead being stored. */
async function slowServer(ms: number): Promise<{server: Server; url: string}> {
  const server = createServer((_, res) => {
    const answer = setTimeout(() => res.end('fait'), ms)
    res.once('close', () => clearTimeout(answer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`}
}

/** Waits until the server has received the request: on a busy machine that can take longer than any fixed pause. */
async function untilInFlight(http: ReturnType<typeof watchHttpRequests>, count: number) {
  while (http.inFlight() !== count) await sleep(10)
}

describe('the HTTP requests in flight', () => {
  it('are answered before the drain resolves, and no new connection is accepted meanwhile', async () => {
    const http = watchHttpRequests()
    const {server, url} = await slowServer(300)
    const inFlight = fetch(url).then(async (res) => [res.status, await res.text()])
    await untilInFlight(http, 1)
    const drained = http.drain(5_000)
    await expect(fetch(url)).rejects.toThrow()
    expect(await drained).toBe(true)
    expect(await inFlight).toEqual([200, 'fait'])
    expect(server.listening).toBe(false)
  })

  it('end their keep-alive connections once answered, so that a proxy sends its next request elsewhere', async () => {
    const http = watchHttpRequests()
    const {server, url} = await slowServer(300)
    const agent = new Agent({keepAlive: true})
    const get = () =>
      new Promise<{connection: string | undefined; socketClosed: Promise<void>}>((resolve, reject) => {
        request(url, {agent}, (res) => {
          const socketClosed = once(res.socket, 'close').then(() => {})
          res.resume()
          res.once('end', () => resolve({connection: res.headers.connection, socketClosed}))
        })
          .once('error', reject)
          .end()
      })
    // A connection kept alive, as nginx keeps its connections to the instances.
    expect((await get()).connection).toBe('keep-alive')
    const inFlight = get()
    await untilInFlight(http, 1)
    const drained = http.drain(5_000)
    const answered = await inFlight
    expect(answered.connection).toBe('close')
    await answered.socketClosed
    expect(await drained).toBe(true)
    expect(server.listening).toBe(false)
    agent.destroy()
  })

  it('are cut at the deadline', async () => {
    const http = watchHttpRequests()
    const {url} = await slowServer(5_000)
    const inFlight = fetch(url).then(
      () => 'answered',
      () => 'cut',
    )
    await untilInFlight(http, 1)
    const started = Date.now()
    expect(await http.drain(200)).toBe(false)
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(await inFlight).toBe('cut')
  })

  it('resolve at once when no request ever came', async () => {
    expect(await watchHttpRequests().drain(5_000)).toBe(true)
  })
})
