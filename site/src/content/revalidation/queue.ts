/**
 * Regenerates one page (Next's `res.revalidate`), or answers false when the page was never generated: nothing to do,
 * its first request will render it from the new content.
 */
export type Regenerate = (path: string) => Promise<boolean | void>

export interface RegenerationReport {
  revalidated: string[]
  failed: {path: string; error: string}[]
  /** Pages never generated, left to their first request. */
  notGenerated: string[]
}

type Outcome = {ok: true; generated: boolean} | {ok: false; error: string}

interface Job {
  regenerate: Regenerate
  done: Promise<Outcome>
  settle: (outcome: Outcome) => void
  /** A second look at a page found not generated: it is not looked at again. */
  recheck: boolean
}

/**
 * How long the queue waits for more calls before regenerating: Sanity sends one call per document, so a
 * publish of several documents (or an editor's quick successive saves) arrives as a burst.
 */
const DEBOUNCE_MS = 300

/**
 * Pages regenerated at once. A settings change touches every page: regenerating them all at once would take the
 * instance's CPU from visitors and hit the content API's rate limits; one at a time would take a 10× site's
 * thousand pages twice as long. Two, the cores of the machines we measure on: bench:scale's settings change reached
 * the 1,119 pages of 10× the content in 156 s.
 */
const CONCURRENCY = 2

/**
 * Waits before trying a failed page again. Nothing else will: the webhook has answered already, and a failure
 * (the content API briefly unreachable, a rate limit) must not leave a page on its old content.
 */
const RETRY_DELAYS_MS = [2_000, 10_000]

/**
 * When a page found not generated is looked at again: its first request may have been rendering it from the content
 * before the change at that moment, and written it just after.
 */
const RECHECK_DELAY_MS = 10_000

export interface RegenerationQueue {
  /** Queues the paths and resolves once each has been regenerated (by this call or a concurrent one). */
  regenerate(paths: readonly string[], regenerate: Regenerate): Promise<RegenerationReport>
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Coalesces the page regenerations of concurrent webhook calls, in process: a path already waiting is not
 * requested again, so a burst regenerates each page once. A path being regenerated when another change
 * arrives is queued once more, since its regeneration may have read the content before that change.
 */
export function createRegenerationQueue({
  debounceMs = DEBOUNCE_MS,
  concurrency = CONCURRENCY,
  retryDelaysMs = RETRY_DELAYS_MS,
  recheckDelayMs = RECHECK_DELAY_MS,
}: {
  debounceMs?: number
  concurrency?: number
  retryDelaysMs?: readonly number[]
  recheckDelayMs?: number
} = {}): RegenerationQueue {
  const waiting = new Map<string, Job>()
  let timer: ReturnType<typeof setTimeout> | null = null
  const inFlight = new Set<string>()
  let workers = 0

  function enqueue(path: string, regenerate: Regenerate, recheck = false): Job {
    const queued = waiting.get(path)
    if (queued) return queued
    let settle!: (outcome: Outcome) => void
    const done = new Promise<Outcome>((resolve) => {
      settle = resolve
    })
    const job = {regenerate, done, settle, recheck}
    waiting.set(path, job)
    timer ??= setTimeout(start, debounceMs)
    return job
  }

  function recheckLater(path: string, job: Job) {
    if (job.recheck) return
    setTimeout(() => enqueue(path, job.regenerate, true), recheckDelayMs).unref?.()
  }

  async function attempt(path: string, job: Job): Promise<Outcome> {
    for (let retry = 0; ; retry += 1) {
      try {
        return {ok: true, generated: (await job.regenerate(path)) !== false}
      } catch (error) {
        const delay = retryDelaysMs[retry]
        if (delay === undefined) return {ok: false, error: message(error)}
        await new Promise((resolve) => setTimeout(resolve, delay))
      }
    }
  }

  /** The next waiting page not being regenerated: two at once could end with the older content written last. */
  function takeNext(): [string, Job] | undefined {
    for (const entry of waiting) {
      if (inFlight.has(entry[0])) continue
      // Off the waiting list first: a change arriving from now on queues the page once more.
      waiting.delete(entry[0])
      inFlight.add(entry[0])
      return entry
    }
    return undefined
  }

  async function work(first: [string, Job]) {
    workers += 1
    try {
      for (let next: [string, Job] | undefined = first; next; next = takeNext()) {
        const [path, job] = next
        const outcome = await attempt(path, job)
        inFlight.delete(path)
        job.settle(outcome)
        if (outcome.ok && !outcome.generated) recheckLater(path, job)
      }
    } finally {
      workers -= 1
    }
  }

  function start() {
    timer = null
    while (workers < concurrency) {
      const next = takeNext()
      if (!next) return
      void work(next)
    }
  }

  return {
    async regenerate(paths, regenerate) {
      const jobs = [...new Set(paths)].map((path) => ({path, job: enqueue(path, regenerate)}))
      const report: RegenerationReport = {revalidated: [], failed: [], notGenerated: []}
      for (const {path, job} of jobs) {
        const outcome = await job.done
        if (!outcome.ok) report.failed.push({path, error: outcome.error})
        else (outcome.generated ? report.revalidated : report.notGenerated).push(path)
      }
      return report
    },
  }
}
