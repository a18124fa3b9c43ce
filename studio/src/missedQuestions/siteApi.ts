import {ASSISTANT_MISSES_PATH, type MissesList} from '@parlia/schemas/constants/assistantMisses'

/** What the site answered instead of the questions, in French: the tool shows it as it is. */
export class SiteApiError extends Error {}

export interface MissesApi {
  list(): Promise<MissesList>
  /** Deletes these questions (one, or a group's); answers how many were deleted. */
  remove(ids: readonly string[]): Promise<number>
}

/**
 * The site's endpoint for the questions the assistant missed, called from the Studio with the secret created for the
 * signed-in editor (`secret`), never with cookies; nothing is cached.
 */
export function missesApi(
  siteUrl: string,
  secret: () => Promise<string>,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): MissesApi {
  const url = new URL(ASSISTANT_MISSES_PATH, siteUrl).href

  async function call<T>(init: RequestInit): Promise<T> {
    const authorization = `Bearer ${await secret()}`
    let response: Response
    try {
      response = await fetchImpl(url, {
        ...init,
        headers: {...init.headers, Authorization: authorization},
        cache: 'no-store',
        credentials: 'omit',
      })
    } catch {
      throw new SiteApiError(
        `Le site ne répond pas (${new URL(siteUrl).origin}) : vérifiez qu’il est en ligne, puis réessayez.`,
      )
    }
    const body = (await response.json().catch(() => null)) as (T & {error?: string}) | null
    if (!response.ok || body === null)
      throw new SiteApiError(
        body?.error ?? `Le site a répondu par une erreur ${response.status} : réessayez dans un instant.`,
      )
    return body
  }

  return {
    list: () => call<MissesList>({method: 'GET'}),
    remove: async (ids) =>
      (
        await call<{deleted: number}>({
          method: 'DELETE',
          headers: {'Content-Type': 'application/json'},
          body: JSON.stringify({ids}),
        })
      ).deleted,
  }
}
