// `npm run search:index`: pushes every search record and the index settings to Algolia.
import path from 'node:path'

import {loadEnvConfig} from '@next/env'

async function main() {
  // The same root .env as the site; modules read their configuration when first imported.
  loadEnvConfig(path.resolve(__dirname, '..', '..'))
  const {algoliaWriter, pushAllRecords} = await import('../src/search/algolia')
  const {loadRecords} = await import('../src/search/records')
  const client = algoliaWriter()
  if (!client) {
    throw new Error(
      'Algolia is not configured: set NEXT_PUBLIC_ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY in the root .env (see .env.example).\n' +
        'Without them the site searches with its embedded engine and needs no index.',
    )
  }
  const records = await loadRecords({fresh: true})
  await pushAllRecords(client, records)
  console.log(`Algolia: ${records.connectors.length} connectors and ${records.faq.length} FAQ entries indexed, settings applied.`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
