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
  /**
   * A cheap token that changes whenever the content changes, or null when the backend cannot
   * tell without reading everything (the Content Lake, whose webhook tells us instead).
   */
  version(): Promise<string | null>
}
