import {writeFile} from 'node:fs/promises'
import {join} from 'node:path'

import {describe, expect, it} from '@jest/globals'

import {withTempDir} from '../archive'
import {MissingProjectError, readContentEnv} from '../env'

describe('readContentEnv', () => {
  it('fails with a clear message when no project is configured', () => {
    const read = () => readContentEnv(join(__dirname, 'no-such.env'), {SANITY_DATASET: 'production'})
    expect(read).toThrow(MissingProjectError)
    expect(read).toThrow(/SANITY_PROJECT_ID is not set.*\n.*root \.env/)
  })

  it('reads the root .env, with the process environment winning', () =>
    withTempDir(async (dir) => {
      const envFile = join(dir, '.env')
      await writeFile(envFile, 'SANITY_PROJECT_ID=fromfile\nSANITY_DATASET=staging\nSANITY_API_WRITE_TOKEN=secret\n')
      expect(readContentEnv(envFile, {SANITY_DATASET: 'test'})).toEqual({
        projectId: 'fromfile',
        dataset: 'test',
        writeToken: 'secret',
        readToken: undefined,
      })
    }))

  it('defaults the dataset to production', () => {
    expect(readContentEnv(join(__dirname, 'no-such.env'), {SANITY_PROJECT_ID: 'abc123'}).dataset).toBe('production')
  })
})
