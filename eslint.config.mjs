// One lint configuration for every workspace: Next's rules for the site,
// typescript-eslint's recommended rules elsewhere.
import path from 'node:path'

import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import tseslint from 'typescript-eslint'

const ignores = {
  ignores: [
    '**/node_modules/**',
    '**/.next/**',
    // Build directories of parallel builds (NEXT_DIST_DIR).
    '**/.next-*/**',
    '**/dist/**',
    '**/.sanity/**',
    '**/coverage/**',
    '**/test-results/**',
    '**/playwright-report/**',
    '**/next-env.d.ts',
    // The draft-mode overlays' bundle, built into site/public (scripts/build-preview-editing.ts).
    'site/public/preview-editing/**',
    '**/sanity.types.ts',
    'content/**',
  ],
}

const scoped = (configs, files) => configs.map((config) => ({...config, files}))

export default [
  ignores,
  ...scoped(tseslint.configs.recommended, [
    'schemas/**/*.ts',
    'search/**/*.ts',
    'documents/**/*.ts',
    'studio/**/*.{ts,tsx}',
    'scripts/**/*.ts',
    'services/**/*.ts',
  ]),
  ...scoped([...nextCoreWebVitals, ...nextTypescript], ['site/**/*.{js,mjs,ts,tsx}']),
  {files: ['site/**'], settings: {next: {rootDir: path.join(import.meta.dirname, 'site')}}},
  {
    files: ['**/*.{ts,tsx}'],
    rules: {'@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', ignoreRestSiblings: true}]},
  },
]
