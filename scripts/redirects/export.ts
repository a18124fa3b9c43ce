// `npm run redirects:export [-- --out file.csv]`: every published redirect of the configured dataset as a CSV file
// `redirects:import` reads back (./csv.ts), on the standard output or into a file.
import {writeFile} from 'node:fs/promises'

import {REDIRECT_PROJECTION, type StoredRedirect, storedDestinationPath} from '@parlia/schemas/redirects/lakeContext'
import type {SanityClient} from '@sanity/client'

import {runCommand} from '../content/cli'
import {callerPath, commandArguments} from './args'
import {redirectsClient} from './client'
import {type CsvRedirect, formatRedirectsCsv} from './csv'

/** The stored redirect as the rules read it (its target's current page), with the fields the file adds. */
const EXPORT_QUERY = /* groq */ `*[_type == "redirect"]{"stored": ${REDIRECT_PROJECTION}, "permanent": coalesce(permanent, true), note}`

interface ExportedRedirect {
  stored: StoredRedirect
  permanent: boolean
  note: string | null
}

/**
 * The published redirects by source, a document's as its page's path today; `withoutDestination` names the sources
 * whose target has no page any more (unpublished, deleted), exported with an empty destination to fill in.
 */
export async function exportRedirects(client: SanityClient): Promise<{csv: string; withoutDestination: string[]}> {
  const published = client.withConfig({perspective: 'published', useCdn: false})
  const redirects = await published.fetch<ExportedRedirect[]>(EXPORT_QUERY)
  const rows: CsvRedirect[] = redirects
    .map(({stored, permanent, note}) => ({
      source: stored.source ?? '',
      destination: (stored.target ? storedDestinationPath(stored) : stored.url) ?? '',
      permanent,
      note: note ?? '',
    }))
    .sort((a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : 0))
  return {
    csv: formatRedirectsCsv(rows),
    withoutDestination: rows.filter((row) => !row.destination).map((row) => row.source),
  }
}

const USAGE = 'Usage : npm run redirects:export [-- --out fichier.csv]'

if (require.main === module) {
  runCommand(async () => {
    const {out} = commandArguments({options: {out: {type: 'string'}}}, USAGE).values
    const {csv, withoutDestination} = await exportRedirects(redirectsClient('read'))
    for (const source of withoutDestination) {
      console.error(`${source} : sa destination n’a plus de page publiée ; la ligne est exportée sans destination.`)
    }
    if (out === undefined) {
      process.stdout.write(csv)
      return
    }
    const path = callerPath(out)
    await writeFile(path, csv)
    console.log(`Redirections exportées dans ${path}.`)
  })
}
