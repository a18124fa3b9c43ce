// `npm run content:export`: replaces the bundled dataset (content/data.ndjson,
// images/, files/) with the published documents of the configured dataset.
import {join} from 'node:path'

import {unpack, withTempDir} from './archive'
import {runCommand, sanity} from './cli'
import {CONTENT_DIR, readContentEnv} from './env'

runCommand(async () => {
  const env = readContentEnv()
  await withTempDir(async (dir) => {
    const tarball = join(dir, 'export.tar.gz')
    // Drafts are unfinished edits: the bundled dataset feeds the public site.
    sanity(['dataset', 'export', env.dataset, tarball, '--no-drafts'], env, env.readToken ?? env.writeToken)
    await unpack(tarball, CONTENT_DIR)
  })
  console.log(`Exported ${env.projectId}/${env.dataset} into content/.`)
})
