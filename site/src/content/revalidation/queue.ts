/** Regenerates one page (Next's `res.revalidate`). */
export type Regenerate = (path: string) => Promise<void>

export interface RegenerationReport {
  revalidated: string[]
  failed: {path: string; error: string}[]
}

type Outcome = {ok: true} | {ok: false; error: string}

interface Job {
  regenerate: Regenerate
  done: Promise<Outcome>
  settle: (outcome: Outcome) => void
}

/**
 * How long the queue waits for more calls before regenerating: Sanity sends one call per document, so a
 * publish of several documents (or an editor's quick successive saves) arrives as a burst.
 */
const DEBOUNCE_MS = 300

export interface RegenerationQueue {
  /** Queues the paths and resolves once each has been regenerated (by this call or a concurrent one). */
  regenerate(paths: readonly string[], regenerate: Regenerate): Promise<RegenerationReport>
}

/**
 * Coalesces the page regenerations of concurrent webhook calls, in process: a path already waiting is not
 * requested again, so a burst regenerates each page once. A path being regenerated when another change
 * arrives is queued once more, since its regeneration may have read the content before that change.
 * Pages are regenerated one at a time: a settings change touches every page, and the content API has limits.
 */
export function createRegenerationQueue({debounceMs = DEBOUNCE_MS}: {debounceMs?: number} = {}): RegenerationQueue {
  const waiting = new Map<string, Job>()
  let timer: ReturnType<typeof setTimeout> | null = null
  let working = false

  function enqueue(path: string, regenerate: Regenerate): Job {
    const queued = waiting.get(path)
    if (queued) return queued
    let settle!: (outcome: Outcome) => void
    const done = new Promise<Outcome>((resolve) => {
      settle = resolve
    })
    const job = {regenerate, done, settle}
    waiting.set(path, job)
    return job
  }

  async function work() {
    if (working) return
    working = true
    try {
      for (let next = waiting.entries().next(); !next.done; next = waiting.entries().next()) {
        const [path, job] = next.value
        waiting.delete(path)
        try {
          await job.regenerate(path)
          job.settle({ok: true})
        } catch (error) {
          job.settle({ok: false, error: error instanceof Error ? error.message : String(error)})
        }
      }
    } finally {
      working = false
    }
  }

  return {
    async regenerate(paths, regenerate) {
      const jobs = [...new Set(paths)].map((path) => ({path, job: enqueue(path, regenerate)}))
      if (jobs.length) {
        timer ??= setTimeout(() => {
          timer = null
          void work()
        }, debounceMs)
      }
      const report: RegenerationReport = {revalidated: [], failed: []}
      for (const {path, job} of jobs) {
        const outcome = await job.done
        if (outcome.ok) report.revalidated.push(path)
        else report.failed.push({path, error: outcome.error})
      }
      return report
    },
  }
}
