/** The ids of a story's parts, where the assistant's links to them land. */
export const STORY_ANCHORS = {challenge: 'defi', solution: 'solution', results: 'resultats'} as const
