import nextJest from 'next/jest.js'

const createJestConfig = nextJest({dir: './'})

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // A throwaway PostgreSQL server for the repository tests when DATABASE_URL is not set.
  globalSetup: '<rootDir>/jest.globalSetup.mjs',
  globalTeardown: '<rootDir>/jest.globalTeardown.mjs',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
}

// Our workspace packages ship TypeScript, and the Sanity toolkit ships ESM only: both go
// through SWC (next/jest's own setting would leave node_modules untransformed).
const TRANSFORMED = ['@parlia', '@sanity', 'next-sanity', 'groq', 'groq-js', '@portabletext', 'get-it', 'nanoid', 'instantsearch.js', '@orama', 'feed', '@t3-oss']

const jestConfig = async () => ({
  ...(await createJestConfig(config)()),
  transformIgnorePatterns: [`/node_modules/(?!(${TRANSFORMED.join('|')})/)`],
})

export default jestConfig
