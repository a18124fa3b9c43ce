/** The ids of a story's parts, where a link to one of them lands (`/ressources/cas-usage-client/{slug}#defi`). */
export const STORY_ANCHORS = {challenge: 'defi', solution: 'solution', results: 'resultats'} as const

/** The headings of those parts. */
export const STORY_TITLES = {challenge: 'Le défi', solution: 'La solution', results: 'Les résultats'} as const
