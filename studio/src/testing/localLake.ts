import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {type ContentLake, startContentLake} from '@parlia/services/src/contentLake'
import {lakeClient} from '@parlia/services/src/contentLake/testClient'
import type {SanityClient} from '@sanity/client'

/**
 * A local Content Lake over `documents`, a dataset of the test file's own, started before each test (`each`) or once
 * for the file, and the real client on it with the write token: the Studio's reads and writes, as on a Sanity project.
 */
export function localLake(documents: object[], {each = true}: {each?: boolean} = {}): {client: () => SanityClient} {
  let contentDir: string
  let lake: ContentLake
  let client: SanityClient
  const start = async () => {
    contentDir = mkdtempSync(path.join(tmpdir(), 'parlia-studio-'))
    writeFileSync(
      path.join(contentDir, 'data.ndjson'),
      documents.map((document) => JSON.stringify(document)).join('\n'),
    )
    lake = await startContentLake({contentDir})
    client = lakeClient(lake.url, {dataset: lake.dataset, token: lake.tokens.write})
  }
  const stop = async () => {
    await lake.close()
    rmSync(contentDir, {recursive: true, force: true})
  }
  if (each) {
    beforeEach(start)
    afterEach(stop)
  } else {
    beforeAll(start)
    afterAll(stop)
  }
  return {client: () => client}
}
