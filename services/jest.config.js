/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: {'^.+\\.(ts|m?js)$': '@swc/jest'},
  // The site's modules the servers reuse import packages that ship ESM only: SWC compiles them too.
  transformIgnorePatterns: ['/node_modules/(?!(next-sanity|@portabletext|@sanity|groq|@t3-oss|@orama)/)'],
  testMatch: ['**/src/**/*.test.ts'],
}
