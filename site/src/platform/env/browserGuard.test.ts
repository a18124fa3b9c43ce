/** @jest-environment node */
import path from 'node:path'

import nextConfig from '../../../next.config'

type Rule = {condition: {all: [string, {path: RegExp}]}; loaders: {loader: string; options: {message: string}}[]}

const rule = (nextConfig.turbopack?.rules?.['*'] ?? null) as Rule | null

describe('the build-time guard of the server configuration', () => {
  it('runs on src/platform/env/server.ts in browser code only', () => {
    const [target, {path: file}] = rule!.condition.all
    expect(target).toBe('browser')
    expect(file.test(require.resolve('./server'))).toBe(true)
    for (const allowed of [
      './public',
      './publicSearch',
      './publicCaptcha',
      './publicValue',
      './serverSchema',
      './publicSchema',
      './repositoryRoot',
    ]) {
      expect(file.test(require.resolve(allowed))).toBe(false)
    }
  })

  it('fails the build with a message pointing at server code and publicEnv', () => {
    const [{loader, options}] = rule!.loaders as [Rule['loaders'][number]]
    expect(path.isAbsolute(loader)).toBe(true)
    const refuse = jest.requireActual<(this: {getOptions: () => {message: string}}) => void>(loader)
    expect(() => refuse.call({getOptions: () => options})).toThrow(
      /^src\/platform\/env\/server\.ts holds server secrets .*publicEnv/,
    )
  })
})
