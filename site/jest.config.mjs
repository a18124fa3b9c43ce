import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'

import nextJest from 'next/jest.js'

const createJestConfig = nextJest({dir: './'})

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: [
    '<rootDir>/src/**/*.test.{ts,tsx}',
    '<rootDir>/scripts/*.test.ts',
    '<rootDir>/scripts/{bench,snapshot}/**/*.test.mjs',
  ],
}

// Our workspace packages ship TypeScript, and the Sanity toolkit ships ESM only: both go
// through SWC (next/jest's own setting would leave node_modules untransformed).
const TRANSFORMED = [
  '@parlia',
  '@sanity',
  'next-sanity',
  'groq',
  'groq-js',
  '@portabletext',
  'get-it',
  'nanoid',
  'instantsearch.js',
  '@orama',
  'feed',
  '@t3-oss',
  // @sanity/mutator's, which the local Content Lake applies patches with.
  'lodash-es',
]

/**
 * The tests that need servers: those that open a database (test/databases: PostgreSQL beside PGlite) or start Redis
 * (test/redisInstances, test/throwaway-*.mjs). Read from their imports, so a new one joins them by using them.
 */
const SERVER_HELPERS = /from '(?:\.\.\/)+test\/(?:databases|redisInstances|throwaway-(?:postgres|redis)\.mjs)'/
const root = import.meta.dirname
const serverTests = readdirSync(path.join(root, 'src'), {recursive: true, encoding: 'utf8'})
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.join(root, 'src', file))
  .filter((file) => SERVER_HELPERS.test(readFileSync(file, 'utf8')))

const escaped = (file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const jestConfig = async () => {
  const base = await createJestConfig(config)()
  const project = {
    ...base,
    // The benchmarks' and snapshots' modules and tests (scripts/bench/, scripts/snapshot/) are native ES modules,
    // which Jest loads as they are: SWC would make CommonJS of them.
    transformIgnorePatterns: [`/node_modules/(?!(${TRANSFORMED.join('|')})/)`, '<rootDir>/scripts/(bench|snapshot)/'],
    // jsdom resolves package.json's `imports` with the browser condition; the tests check the head the server writes.
    moduleNameMapper: {...base.moduleNameMapper, '^#seo/head$': '<rootDir>/src/platform/seo/PageHead.tsx'},
  }
  return {
    // `npm run test:unit` runs the first alone: no server to start.
    projects: [
      {
        ...project,
        displayName: 'unit',
        testPathIgnorePatterns: [...(base.testPathIgnorePatterns ?? []), ...serverTests.map(escaped)],
      },
      {
        ...project,
        displayName: 'servers',
        testMatch: serverTests,
        // A throwaway PostgreSQL server for the repository tests when DATABASE_URL is not set.
        globalSetup: '<rootDir>/jest.globalSetup.mjs',
        globalTeardown: '<rootDir>/jest.globalTeardown.mjs',
      },
    ],
    // CI runs this suite beside the end-to-end build and browsers on two cores: 5 s of wall clock is
    // not enough there for the suites that index the whole dataset. Tests assert behaviour, never time.
    testTimeout: 30_000,
    // One worker per core: Jest's default keeps one core for its main process, which idles; on CI's two cores the
    // suite ran in 230 s with one worker, 168 s with two.
    maxWorkers: '100%',
  }
}

export default jestConfig
