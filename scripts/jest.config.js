/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: {'^.+\\.(ts|m?js)$': '@swc/jest'},
  // The transfer tests start the local Content Lake (services/), whose modules import packages that ship ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(next-sanity|@portabletext|@sanity|groq|@t3-oss|@orama)/)'],
  testMatch: ['**/__tests__/**/*.test.ts'],
}
