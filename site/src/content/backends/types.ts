export type QueryParams = Record<string, unknown>

export interface FetchOptions {
  /** Bypass any cache (the API CDN): set for reads that follow a webhook. */
  fresh?: boolean
  /** Draft mode: each draft over its published document, read live (never from a cache shared with visitors). */
  preview?: boolean
}

/** A place GROQ queries run against: the Content Lake or the bundled dataset. */
export interface ContentBackend {
  name: 'sanity' | 'dataset'
  fetch<R>(query: string, params: QueryParams, options: FetchOptions): Promise<R>
  /** A cheap token that changes whenever the published content changes, read as `options` read. */
  version(options: FetchOptions): Promise<string>
  /**
   * How what the site builds from the content (an index, a table) follows it: how often it checks the version, and
   * whether a read may lag behind the version it checked (the API CDN caches each query apart), in which case what
   * was read after a change is read once more at the next check.
   */
  checks: {everyMs: number; mayLag: boolean}
}
