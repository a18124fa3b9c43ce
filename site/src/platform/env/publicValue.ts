/** Blank counts as unset, as on the server. */
export const publicValue = (raw: string | undefined) => raw?.trim() || null

export const withoutFinalSlash = (url: string) => url.replace(/\/+$/, '')
