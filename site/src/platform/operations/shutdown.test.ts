/** @jest-environment node */
import {EventEmitter} from 'node:events'
import {setTimeout as sleep} from 'node:timers/promises'

import {logger} from '../logging/logger'
import {HARD_EXIT_MS, onStopSignals, type ShutdownPlan, shutDown, shuttingDown} from './shutdown'

const times = {graceMs: 1_000, closeMs: 100, outboxMinMs: 50}

/** A plan that records what ran, in order, and with which budget. */
function recordingPlan(overrides: Partial<ShutdownPlan> = {}) {
  const steps: string[] = []
  const plan: ShutdownPlan = {
    async drainHttp(deadlineMs) {
      steps.push(`drain ${deadlineMs}`)
      await sleep(20)
      steps.push(`answered (ready: ${!shuttingDown()})`)
      return true
    },
    async stopOutbox() {
      steps.push('outbox')
      return 0
    },
    closers: [
      {name: 'database', close: async () => void steps.push('database')},
      {name: 'redis', close: async () => void steps.push('redis')},
    ],
    ...overrides,
  }
  return {plan, steps}
}

describe('the graceful shutdown', () => {
  afterEach(() => jest.restoreAllMocks())

  it('answers the requests in flight, then stops the outbox, then closes the connections, and says it is not ready', async () => {
    const {plan, steps} = recordingPlan()
    expect(await shutDown(plan, times)).toBe(true)
    expect(steps).toEqual(['drain 1000', 'answered (ready: false)', 'outbox', 'database', 'redis'])
  })

  it('gives the outbox what is left of the grace, and never less than its least', async () => {
    const budgets: number[] = []
    const slowDrain = recordingPlan({
      drainHttp: async () => {
        await sleep(1_100)
        return true
      },
      stopOutbox: async (graceMs) => (budgets.push(graceMs), 0),
    })
    await shutDown(slowDrain.plan, times)
    const quickDrain = recordingPlan({stopOutbox: async (graceMs) => (budgets.push(graceMs), 0)})
    await shutDown(quickDrain.plan, times)
    expect(budgets[0]).toBe(50)
    expect(budgets[1]).toBeGreaterThan(900)
  })

  it('bounds each connection’s close and reports what did not finish', async () => {
    const warn = jest.spyOn(logger, 'warn')
    const {plan} = recordingPlan({
      closers: [
        {name: 'database', close: () => new Promise(() => {})},
        {name: 'redis', close: async () => {}},
      ],
    })
    const started = Date.now()
    expect(await shutDown(plan, times)).toBe(false)
    expect(Date.now() - started).toBeLessThan(500)
    expect(warn).toHaveBeenCalledWith({event: 'shutdown.close_timeout', connection: 'database'}, expect.any(String))
  })

  it('reports requests cut at the deadline and an outbox that could not hand its rows back, and still closes', async () => {
    const error = jest.spyOn(logger, 'error')
    const {plan, steps} = recordingPlan({
      drainHttp: async () => false,
      stopOutbox: async () => {
        throw new Error('connection lost')
      },
    })
    expect(await shutDown(plan, times)).toBe(false)
    expect(steps).toEqual(['database', 'redis'])
    expect(error).toHaveBeenCalledWith({event: 'shutdown.outbox_failed', error: 'connection lost'}, expect.any(String))
  })
})

describe('the stop signals', () => {
  // The process's own signals, as an emitter: a real SIGTERM would stop the test runner.
  let signals: EventEmitter
  beforeEach(() => {
    signals = new EventEmitter()
  })
  afterEach(() => jest.useRealTimers())

  it('run the shutdown once, however many signals come, and exit 0 once it finished', async () => {
    const exit = jest.fn()
    const {plan, steps} = recordingPlan()
    const makePlan = jest.fn(() => plan)
    onStopSignals(makePlan, {exit, signals})
    signals.emit('SIGTERM', 'SIGTERM')
    signals.emit('SIGINT', 'SIGINT')
    await sleep(100)
    expect(makePlan).toHaveBeenCalledTimes(1)
    expect(steps.at(-1)).toBe('redis')
    expect(exit).toHaveBeenCalledTimes(1)
    expect(exit).toHaveBeenCalledWith(0)
  })

  it('exit 1 after the hard time-out when the shutdown hangs', async () => {
    jest.useFakeTimers()
    const exit = jest.fn()
    onStopSignals(() => recordingPlan({drainHttp: () => new Promise(() => {})}).plan, {exit, signals})
    signals.emit('SIGTERM', 'SIGTERM')
    jest.advanceTimersByTime(HARD_EXIT_MS - 1)
    expect(exit).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(exit).toHaveBeenCalledWith(1)
  })
})
