/** @jest-environment node */
import {callRoute} from '../../../test/apiRoute'
import {logger} from '../logging/logger'
import {healthRoute} from './health'
import type {ReadinessCheck} from './readiness'
import {shutDown} from './shutdown'

const ok: ReadinessCheck = async () => 'ok'
const hangs: ReadinessCheck = () => new Promise(() => {})
const refuses: ReadinessCheck = async () => {
  throw new Error('connect ECONNREFUSED 10.0.0.5:5432')
}

describe('GET /api/health', () => {
  beforeEach(() => jest.spyOn(logger, 'warn').mockImplementation(() => undefined))
  afterEach(() => jest.restoreAllMocks())

  it('answers 200 with each part’s check when every dependency answers, never cached', async () => {
    const res = await callRoute(
      healthRoute(() => ({database: ok, content: ok, redis: ok})),
      {method: 'GET'},
    )
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toMatchObject({
      status: 'ok',
      checks: {database: {status: 'ok'}, content: {status: 'ok'}, redis: {status: 'ok'}},
    })
  })

  it('answers 503 naming the parts that fail or hang, within the bound of one check, without their errors', async () => {
    const started = Date.now()
    const res = await callRoute(
      healthRoute(() => ({database: refuses, content: ok, redis: hangs})),
      {method: 'GET'},
    )
    expect(Date.now() - started).toBeLessThan(1_500)
    expect(res.statusCode).toBe(503)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toMatchObject({
      status: 'unavailable',
      failing: ['database', 'redis'],
      message: 'Le site n’est pas prêt : database, redis.',
      checks: {
        database: {status: 'failed', reason: 'error'},
        content: {status: 'ok'},
        redis: {status: 'failed', reason: 'timeout'},
      },
    })
    expect(res.text).not.toContain('10.0.0.5')
  })

  it('answers 503 rather than 500 when the checks cannot even be listed', async () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => undefined)
    const res = await callRoute(
      healthRoute(() => {
        throw new Error('configuration')
      }),
      {method: 'GET'},
    )
    expect(res.statusCode).toBe(503)
    expect(res.body).toMatchObject({failing: ['health']})
    expect(error).toHaveBeenCalled()
  })

  it('answers liveness without checking anything', async () => {
    const checks = jest.fn(() => ({database: hangs}))
    const res = await callRoute(healthRoute(checks), {method: 'GET', query: {probe: 'live'}})
    expect(res.statusCode).toBe(200)
    expect(res.body).toEqual({status: 'ok'})
    expect(checks).not.toHaveBeenCalled()
  })

  it('refuses other methods', async () => {
    const res = await callRoute(
      healthRoute(() => ({})),
      {method: 'POST'},
    )
    expect(res.statusCode).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD')
  })

  it('says not ready once the server is stopping, while liveness still answers', async () => {
    const route = healthRoute(() => ({database: ok}))
    await shutDown({drainHttp: async () => true, stopOutbox: async () => 0, closers: []})
    const ready = await callRoute(route, {method: 'GET'})
    expect(ready.statusCode).toBe(503)
    expect(ready.body).toMatchObject({failing: ['server']})
    expect((await callRoute(route, {method: 'GET', query: {probe: 'live'}})).statusCode).toBe(200)
  })
})
