import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {expect, test} from '@playwright/test'

import {startThrowawayRedis, type ThrowawayRedis} from '../test/throwaway-redis.mjs'
import {type OwnServer, startOwnServer} from './ownServer'
import {notifyChange, REPORT_WAIT_S} from './webhook'

// Two instances of one build (each on its own copy of it, as on two machines) sharing a throwaway Redis, both
// reading a copy of the bundled dataset (in either mode: SANITY_PROJECT_ID empty), so the edit below is theirs only.
const SECRET = 'secret-de-test-cache-partage'

let redis: ThrowawayRedis
let contentDir: string
let a: OwnServer
let b: OwnServer

test.beforeAll(async () => {
  test.setTimeout(90_000)
  redis = await startThrowawayRedis()
  contentDir = mkdtempSync(path.join(tmpdir(), 'parlia-shared-cache-'))
  cpSync(path.resolve(__dirname, '..', '..', 'content', 'data.ndjson'), path.join(contentDir, 'data.ndjson'))
  const env = {CONTENT_DIR: contentDir, SANITY_PROJECT_ID: '', REDIS_URL: redis.url, SANITY_REVALIDATE_SECRET: SECRET}
  ;[a, b] = await Promise.all([startOwnServer('shared-cache-a', env), startOwnServer('shared-cache-b', env)])
})

test.afterAll(async () => {
  a?.stop()
  b?.stop()
  await redis?.stop()
  if (contentDir) rmSync(contentDir, {recursive: true, force: true})
})

const home = async (server: OwnServer) => (await fetch(`${server.base}/`)).text()

test('a page the webhook regenerates on one instance is what the other serves next', async () => {
  expect(await home(b)).toContain('qui répondent vraiment')

  const file = path.join(contentDir, 'data.ndjson')
  writeFileSync(file, readFileSync(file, 'utf8').replace('qui répondent vraiment', 'qui répondent du premier coup'))
  // Static until told otherwise, on both.
  expect(await home(b)).toContain('qui répondent vraiment')

  const response = await notifyChange(
    a.base,
    SECRET,
    {
      _id: 'homePage',
      _type: 'homePage',
      slug: null,
      operation: 'update',
    },
    {wait: REPORT_WAIT_S},
  )
  expect(await response.json()).toEqual({revalidated: ['/'], failed: [], notGenerated: []})
  expect(await home(b)).toContain('qui répondent du premier coup')
  expect(await home(a)).toContain('qui répondent du premier coup')
})
