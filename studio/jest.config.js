/** @type {import('jest').Config} */
export default {
  // The tool's components render in jsdom; the tests of its writes say `@jest-environment node` (the local Content Lake).
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(ts|tsx|m?js)$': [
      '@swc/jest',
      {jsc: {parser: {syntax: 'typescript', tsx: true}, transform: {react: {runtime: 'automatic'}}}},
    ],
  },
  // Sanity's packages that ship ESM only (the preview secret's, the icons @sanity/ui brings, the migration toolkit and its
  // p-map, lodash-es for the local Content Lake's @sanity/mutator) and our workspaces' TypeScript: SWC compiles them.
  transformIgnorePatterns: ['/node_modules/(?!(@sanity|sanity|@parlia|get-it|nanoid|p-map|lodash-es)/)'],
  testMatch: ['<rootDir>/{src,migrations}/**/*.test.{ts,tsx}'],
}
