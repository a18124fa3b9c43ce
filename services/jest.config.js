/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // `.cjs` too: @sanity/client's CommonJS build loads its EventSource with `import()`, which Jest's VM refuses
  // unless SWC turns it into a `require` (client.listen in src/contentLake/listen.test.ts).
  transform: {'^.+\\.(ts|[cm]?js)$': '@swc/jest'},
  // Packages that ship ESM only (Sanity's, groq, Orama's, lodash-es for @sanity/mutator) and our workspaces'
  // TypeScript: SWC compiles them too.
  transformIgnorePatterns: ['/node_modules/(?!(@sanity|groq|@orama|lodash-es)/)'],
  testMatch: ['**/src/**/*.test.ts'],
}
