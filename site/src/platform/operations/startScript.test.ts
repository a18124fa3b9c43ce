/** @jest-environment node */
import {execFileSync} from 'node:child_process'
import {readFileSync} from 'node:fs'
import path from 'node:path'

import {startScriptEnv} from '../../../test/start-script.mjs'

const script: string = JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', 'package.json'), 'utf8')).scripts
  .start

/** What sh sets for `next start` when it runs the start script with `env` (no NODE_OPTIONS unless given). */
function shellSets(env: Record<string, string>): Record<string, string> {
  const printed = execFileSync(
    'sh',
    ['-c', script.replace(/next start$/, `node -e 'console.log(JSON.stringify(process.env))'`)],
    {env: {NODE_ENV: 'test', PATH: process.env.PATH ?? '', ...env}, encoding: 'utf8'},
  )
  return JSON.parse(printed)
}

describe('the start script’s variables, as the cluster suite and the benchmarks set them', () => {
  const withEnv = <T>(env: {NODE_OPTIONS?: string}, read: () => T): T => {
    const saved = process.env.NODE_OPTIONS
    if (env.NODE_OPTIONS === undefined) delete process.env.NODE_OPTIONS
    else process.env.NODE_OPTIONS = env.NODE_OPTIONS
    try {
      return read()
    } finally {
      if (saved === undefined) delete process.env.NODE_OPTIONS
      else process.env.NODE_OPTIONS = saved
    }
  }

  it('are what sh sets, a default with spaces included', () => {
    const read = withEnv({}, startScriptEnv)
    const shell = shellSets({})
    for (const [name, value] of Object.entries(read)) expect([name, shell[name]]).toEqual([name, value])
    expect(read.NODE_OPTIONS).toMatch(/--max-old-space-size=\d+ --max-semi-space-size=\d+/)
  })

  it('take the host’s NODE_OPTIONS over the default, as sh does', () => {
    const read = withEnv({NODE_OPTIONS: '--max-old-space-size=1024'}, startScriptEnv)
    expect(read.NODE_OPTIONS).toBe('--max-old-space-size=1024')
    expect(shellSets({NODE_OPTIONS: '--max-old-space-size=1024'}).NODE_OPTIONS).toBe('--max-old-space-size=1024')
  })
})
