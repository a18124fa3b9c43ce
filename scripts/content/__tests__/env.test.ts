import {writeFile} from 'node:fs/promises'
import {join, resolve} from 'node:path'

import {describe, expect, it} from '@jest/globals'

import {withTempDir} from '../archive'
import {CONTENT_DIR, MissingProjectError, readContentEnv} from '../env'

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
        apiHost: 'https://fromfile.api.sanity.io',
        contentDir: CONTENT_DIR,
        writeToken: 'secret',
        readToken: undefined,
      })
    }))

  it('reads the live API host and the content folder as the site does: SANITY_API_HOST and CONTENT_DIR', () => {
    const env = readContentEnv(join(__dirname, 'no-such.env'), {SANITY_PROJECT_ID: 'abc123', SANITY_API_HOST: 'http://127.0.0.1:4000/', CONTENT_DIR: 'tmp/content'})
    expect(env).toMatchObject({apiHost: 'http://127.0.0.1:4000', contentDir: resolve('tmp/content')})
    // An empty value counts as unset, as in the site's configuration.
    expect(readContentEnv(join(__dirname, 'no-such.env'), {SANITY_PROJECT_ID: 'abc123', SANITY_API_HOST: '', CONTENT_DIR: ''})).toMatchObject({
      apiHost: 'https://abc123.api.sanity.io',
      contentDir: CONTENT_DIR,
    })
  })

  it('defaults the dataset to production', () => {
    expect(readContentEnv(join(__dirname, 'no-such.env'), {SANITY_PROJECT_ID: 'abc123'}).dataset).toBe('production')
  })
})
