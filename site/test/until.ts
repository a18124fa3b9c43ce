import {setTimeout as sleep} from 'node:timers/promises'

/** Waits until `condition` holds, checking every 50 ms; fails after `ms` (a connection's state, a message received). */
export async function until(condition: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await sleep(50)
  }
}
