/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: {'^.+\\.(ts|m?js)$': '@swc/jest'},
  // Packages that ship ESM only: the local Content Lake's (the transfer tests start it; lodash-es for @sanity/mutator)
  // and Iconify's utilities.
  transformIgnorePatterns: [
    '/node_modules/(?!(next-sanity|@portabletext|@sanity|groq|@t3-oss|@orama|@iconify|lodash-es)/)',
  ],
  testMatch: ['**/__tests__/**/*.test.ts'],
}
