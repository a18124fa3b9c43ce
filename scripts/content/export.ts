// `npm run content:export`: replaces the bundled dataset (content/data.ndjson,
// images/, files/) with the documents of the configured dataset, drafts included, through Sanity's own exporter.
import {join} from 'node:path'

import {exportDataset} from '@sanity/export'

import {unpack, withTempDir} from './archive'
import {accessClient, stepLogger} from './client'
import {runCommand} from './cli'
import {readContentEnv} from './env'

runCommand(async () => {
  const env = readContentEnv()
  const client = accessClient(env, 'read', 'exporting')
  await withTempDir(async (dir) => {
    const tarball = join(dir, 'export.tar.gz')
    // Drafts included: the site reads the published perspective and shows drafts only in a preview, as on
    // the Content Lake, so the bundled dataset round-trips.
    await exportDataset({client, dataset: env.dataset, outputPath: tarball, drafts: true, onProgress: stepLogger()})
    await unpack(tarball, env.contentDir)
  })
  console.log(`Exported ${env.projectId}/${env.dataset} (${env.apiHost}) into ${env.contentDir}.`)
})
