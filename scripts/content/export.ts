// `npm run content:export`: replaces the bundled dataset (content/data.ndjson,
// images/, files/) with the documents of the configured dataset, drafts included, through Sanity's own exporter.
import {join} from 'node:path'

import {exportDataset} from '@sanity/export'

import {unpack, withTempDir} from './archive'
import {datasetClient, stepLogger} from './client'
import {runCommand} from './cli'
import {readContentEnv} from './env'

runCommand(async () => {
  const env = readContentEnv()
  const token = env.readToken ?? env.writeToken
  if (!token) {
    throw new Error(
      'SANITY_API_READ_TOKEN is not set: exporting needs a token with read access (a Viewer token of the project, ' +
        "created at sanity.io/manage under API > Tokens; the write token also works). Set it in the repository's root .env.",
    )
  }
  await withTempDir(async (dir) => {
    const tarball = join(dir, 'export.tar.gz')
    // Drafts included: the site reads the published perspective and shows drafts only in a preview, as on
    // the Content Lake, so the bundled dataset round-trips.
    await exportDataset({client: datasetClient(env, token), dataset: env.dataset, outputPath: tarball, drafts: true, onProgress: stepLogger()})
    await unpack(tarball, env.contentDir)
  })
  console.log(`Exported ${env.projectId}/${env.dataset} (${env.apiHost}) into ${env.contentDir}.`)
})
