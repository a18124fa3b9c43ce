// `npm run content:import`: replaces the documents of the configured dataset with
// the bundled ones (content/), assets included, through Sanity's own importer.
import {createReadStream} from 'node:fs'
import {join} from 'node:path'

import {sanityImport} from '@sanity/import'

import {pack, withTempDir} from './archive'
import {accessClient, stepLogger} from './client'
import {runCommand} from './cli'
import {readContentEnv} from './env'

runCommand(async () => {
  const env = readContentEnv()
  const client = accessClient(env, 'write', 'importing')
  const {numDocs, warnings} = await withTempDir(async (dir) => {
    // The archive `sanity dataset import` reads, so what is imported is what an export would give back.
    const tarball = join(dir, 'content.tar.gz')
    await pack(env.contentDir, tarball)
    return sanityImport(createReadStream(tarball), {client, operation: 'createOrReplace', releasesOperation: 'replace', onProgress: stepLogger()})
  })
  for (const {message} of warnings) console.warn(message)
  console.log(`Imported ${numDocs} documents from ${env.contentDir} into ${env.projectId}/${env.dataset} (${env.apiHost}).`)
})
