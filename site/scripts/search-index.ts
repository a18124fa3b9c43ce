// `npm run search:index`: pushes every search record, the index settings and the editors' synonyms to Algolia.
import path from 'node:path'

import {loadEnvConfig} from '@next/env'

async function main() {
  // The same root .env as the site; modules read their configuration when first imported.
  loadEnvConfig(path.resolve(__dirname, '..', '..'))
  const {algoliaWriter, pushAllRecords} = await import('../src/search/algolia')
  const {loadRecords} = await import('../src/search/contentRecords')
  const {getSynonymGroups} = await import('../src/search/synonymGroups')
  const client = algoliaWriter()
  if (!client) {
    throw new Error(
      'Algolia is not configured: set NEXT_PUBLIC_ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY in the root .env (see .env.example).\n' +
        'Without them the site searches with its embedded engine and needs no index.',
    )
  }
  const [records, synonyms] = await Promise.all([loadRecords({fresh: true}), getSynonymGroups({fresh: true})])
  await pushAllRecords(client, records, synonyms)
  console.log(
    `Algolia: ${records.connectors.length} connectors and ${records.faq.length} FAQ entries indexed, settings and ${synonyms.length} synonym groups applied.`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
