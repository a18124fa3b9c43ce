/**
 * Draft mode's endpoints (site/src/pages/api/draft-mode/): the Studio's Presentation tool opens `enable` with its
 * signed secret, the site's preview bar links to `disable`.
 */
export const DRAFT_MODE_PATHS = {enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable'} as const
