/** @jest-environment node */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {repositoryRoot} from './repositoryRoot'

describe('the repository root', () => {
  let scratch: string
  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'parlia-root-'))
  })
  afterEach(() => rmSync(scratch, {recursive: true, force: true}))

  it('is the nearest folder holding turbo.json, from the start folder up', () => {
    writeFileSync(path.join(scratch, 'turbo.json'), '{}')
    const deep = path.join(scratch, 'site', 'src', 'env')
    mkdirSync(deep, {recursive: true})
    expect(repositoryRoot(deep)).toBe(scratch)
    expect(repositoryRoot(scratch)).toBe(scratch)
  })

  it('passes over a workspace’s own turbo.json, which extends the root’s', () => {
    writeFileSync(path.join(scratch, 'turbo.json'), '{}')
    mkdirSync(path.join(scratch, 'site', 'src'), {recursive: true})
    writeFileSync(path.join(scratch, 'site', 'turbo.json'), '{"extends": ["//"], "tasks": {}}')
    expect(repositoryRoot(path.join(scratch, 'site', 'src'))).toBe(scratch)
  })

  it('starts from the working directory: this repository for the tests, run from site/', () => {
    expect(repositoryRoot()).toBe(path.resolve(__dirname, '..', '..', '..', '..'))
  })

  it('is the start folder itself when no folder above holds turbo.json', () => {
    expect(repositoryRoot(path.join(scratch, 'nested'))).toBe(path.join(scratch, 'nested'))
  })
})
