/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: {'^.+\\.(ts|m?js)$': '@swc/jest'},
  // Packages that ship ESM only (Sanity's, groq, Orama's) and our workspaces' TypeScript: SWC compiles them too.
  transformIgnorePatterns: ['/node_modules/(?!(@sanity|groq|@orama)/)'],
  testMatch: ['**/src/**/*.test.ts'],
}
