/**
 * Where the draft-mode editing script is served (site/public/, written by scripts/build-preview-editing.ts at
 * build time) and which source it is bundled from. `_document` loads it on draft-mode pages only.
 */
export const EDITING_SCRIPT = {
  publicDir: 'preview-editing',
  source: 'src/content/preview/editing/main.ts',
  src: '/preview-editing/main.js',
} as const
