// `npm run content:import`: replaces the documents of the configured dataset with
// the bundled ones (content/), assets included.
import {join} from 'node:path'

import {pack, withTempDir} from './archive'
import {runCommand, sanity} from './cli'
import {CONTENT_DIR, readContentEnv} from './env'

runCommand(async () => {
  const env = readContentEnv()
  await withTempDir(async (dir) => {
    const tarball = join(dir, 'content.tar.gz')
    await pack(CONTENT_DIR, tarball)
    sanity(['dataset', 'import', tarball, '--dataset', env.dataset, '--replace'], env, env.writeToken)
  })
  console.log(`Imported content/ into ${env.projectId}/${env.dataset}.`)
})
