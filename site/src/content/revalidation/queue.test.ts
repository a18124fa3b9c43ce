/** @jest-environment node */
import {setTimeout as tick} from 'node:timers/promises'

import {createRegenerationQueue} from './queue'

/** A regeneration that finishes when the test says so, recording what runs and how many at once. */
function controlledRegeneration() {
  const started: string[] = []
  const finish = new Map<string, () => void>()
  let running = 0
  let mostAtOnce = 0
  const regenerate = jest.fn(async (path: string) => {
    started.push(path)
    running += 1
    mostAtOnce = Math.max(mostAtOnce, running)
    await new Promise<void>((resolve) => finish.set(path, resolve))
    running -= 1
  })
  return {regenerate, started, finish: (path: string) => finish.get(path)!(), mostAtOnce: () => mostAtOnce}
}

describe('createRegenerationQueue', () => {
  it('collects the paths of calls arriving within the window and regenerates each once', async () => {
    const queue = createRegenerationQueue({debounceMs: 20})
    const first = jest.fn(async (_path: string) => {})
    const second = jest.fn(async (_path: string) => {})
    const reports = Promise.all([
      queue.regenerate(['/', '/blog', '/blog'], first),
      queue.regenerate(['/blog', '/contact'], second),
    ])
    expect(first).not.toHaveBeenCalled()
    expect(await reports).toEqual([
      {revalidated: ['/', '/blog'], failed: [], notGenerated: []},
      {revalidated: ['/blog', '/contact'], failed: [], notGenerated: []},
    ])
    expect([...first.mock.calls, ...second.mock.calls].map(([path]) => path).sort()).toEqual(['/', '/blog', '/contact'])
  })

  it('regenerates a page again when a change arrives during its regeneration, after it and only once', async () => {
    const queue = createRegenerationQueue({debounceMs: 0})
    const {regenerate, started, finish, mostAtOnce} = controlledRegeneration()
    const before = queue.regenerate(['/'], regenerate)
    await tick(5)
    expect(started).toEqual(['/'])
    // The regeneration in flight may have read the content before these changes: one more follows.
    const during = [queue.regenerate(['/'], regenerate), queue.regenerate(['/'], regenerate)]
    await tick(5)
    expect(started).toEqual(['/'])
    finish('/')
    await before
    await tick(5)
    expect(started).toEqual(['/', '/'])
    finish('/')
    expect(await Promise.all(during)).toEqual([
      {revalidated: ['/'], failed: [], notGenerated: []},
      {revalidated: ['/'], failed: [], notGenerated: []},
    ])
    expect(regenerate).toHaveBeenCalledTimes(2)
    expect(mostAtOnce()).toBe(1)
  })

  it('regenerates two pages at a time, never the same page twice at once', async () => {
    const queue = createRegenerationQueue({debounceMs: 0})
    const {regenerate, started, finish, mostAtOnce} = controlledRegeneration()
    const first = queue.regenerate(['/', '/blog', '/contact'], regenerate)
    await tick(5)
    expect(started).toEqual(['/', '/blog'])
    // '/' changes again while in flight: it waits for its first regeneration, '/contact' takes the free place.
    const again = queue.regenerate(['/'], regenerate)
    finish('/blog')
    await tick(5)
    expect(started).toEqual(['/', '/blog', '/contact'])
    finish('/contact')
    await tick(5)
    expect(started).toEqual(['/', '/blog', '/contact'])
    finish('/')
    await tick(5)
    expect(started).toEqual(['/', '/blog', '/contact', '/'])
    finish('/')
    expect(await Promise.all([first, again])).toEqual([
      {revalidated: ['/', '/blog', '/contact'], failed: [], notGenerated: []},
      {revalidated: ['/'], failed: [], notGenerated: []},
    ])
    expect(mostAtOnce()).toBe(2)
  })

  it('tries a failed page again after each delay, and reports the last error only when every try failed', async () => {
    const queue = createRegenerationQueue({debounceMs: 0, retryDelaysMs: [5, 10]})
    const tries = new Map<string, number>()
    const regenerate = jest.fn(async (path: string) => {
      tries.set(path, (tries.get(path) ?? 0) + 1)
      if (path === '/blog' || tries.get(path)! < 2) throw new Error(`Échec n° ${tries.get(path)}`)
    })
    expect(await queue.regenerate(['/', '/blog'], regenerate)).toEqual({
      revalidated: ['/'],
      failed: [{path: '/blog', error: 'Échec n° 3'}],
      notGenerated: [],
    })
    expect(Object.fromEntries(tries)).toEqual({'/': 2, '/blog': 3})
  })

  it('reports a failed regeneration to every call waiting for that page', async () => {
    const queue = createRegenerationQueue({debounceMs: 0, retryDelaysMs: []})
    const regenerate = async (path: string) => {
      if (path === '/blog') throw new Error('Échec du rendu')
    }
    expect(
      await Promise.all([queue.regenerate(['/', '/blog'], regenerate), queue.regenerate(['/blog'], regenerate)]),
    ).toEqual([
      {revalidated: ['/'], failed: [{path: '/blog', error: 'Échec du rendu'}], notGenerated: []},
      {revalidated: [], failed: [{path: '/blog', error: 'Échec du rendu'}], notGenerated: []},
    ])
  })

  it('reports a page never generated, and looks at it once more later, regenerating it if it was generated meanwhile', async () => {
    const queue = createRegenerationQueue({debounceMs: 0, recheckDelayMs: 20})
    const generated = new Set(['/'])
    const calls: string[] = []
    const regenerate = async (path: string) => {
      calls.push(path)
      return generated.has(path)
    }
    expect(await queue.regenerate(['/', '/blog/ancien', '/blog/lointain'], regenerate)).toEqual({
      revalidated: ['/'],
      failed: [],
      notGenerated: ['/blog/ancien', '/blog/lointain'],
    })
    // A visitor's first request was rendering this one from the content before the change: it is written now.
    generated.add('/blog/ancien')
    await tick(60)
    expect(calls.sort()).toEqual(['/', '/blog/ancien', '/blog/ancien', '/blog/lointain', '/blog/lointain'])
    // Looked at twice, never more.
    await tick(60)
    expect(calls).toHaveLength(5)
  })

  it('answers at once for a change with no page', async () => {
    const queue = createRegenerationQueue()
    await expect(queue.regenerate([], jest.fn())).resolves.toEqual({revalidated: [], failed: [], notGenerated: []})
  })
})
