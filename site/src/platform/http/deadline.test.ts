/** @jest-environment node */
import {once} from 'node:events'
import {createServer, connect, type AddressInfo, type Socket} from 'node:net'

import {busyFor} from '../../../test/busyEventLoop'
import {withDeadline} from './deadline'

describe('withDeadline', () => {
  it('gives the value of a promise that settles in time', async () => {
    expect(await withDeadline(Promise.resolve('ok'), 50)).toBe('ok')
  })

  it('gives null once the time is over, and does not wait for the promise', async () => {
    expect(await withDeadline(new Promise(() => undefined), 30)).toBeNull()
  })

  it('counts an answer that arrived while the event loop was too busy to read it', async () => {
    const server = createServer()
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const accepted = once(server, 'connection') as Promise<[Socket]>
    const client = connect((server.address() as AddressInfo).port, '127.0.0.1')
    const [peer] = await accepted
    try {
      await once(client, 'connect')
      const answer = once(client, 'data').then(([data]) => String(data))
      const pending = withDeadline(answer, 20)
      // The answer reaches the socket at once; the process reads it only after the deadline's time is long over.
      peer.write('pong')
      busyFor(120)
      expect(await pending).toBe('pong')
    } finally {
      peer.destroy()
      client.destroy()
      server.close()
    }
  })
})
