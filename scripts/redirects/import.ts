// `npm run redirects:import -- file.csv [--dry-run]`: adds or replaces the redirects of a CSV file (./csv.ts) in the
// configured dataset, every line held to the Studio's rules, and prints in French which lines were refused and why.
import type {SanityClient} from '@sanity/client'

import {runCommand} from '../content/cli'
import {callerPath, commandArguments} from './args'
import {redirectsClient} from './client'
import {type CsvLine, readRedirectsFile} from './csv'
import {checkLines, type RedirectDocument, type RefusedLine} from './lines'

/**
 * Keeps each request small, whatever the file's size (Sanity caps a request's body). A failure halfway leaves the first
 * transactions written: the same file imported again completes them, each line replacing its own document.
 */
const MUTATIONS_PER_TRANSACTION = 500

export interface ImportReport {
  /** The redirects written, or that would be in a dry run. */
  imported: number
  refused: RefusedLine[]
  dryRun: boolean
}

/** Writes the redirects in transactions of at most 500, each replacing the document of the same id. */
async function writeRedirects(client: SanityClient, documents: readonly RedirectDocument[]): Promise<void> {
  for (let start = 0; start < documents.length; start += MUTATIONS_PER_TRANSACTION) {
    const transaction = client.transaction()
    for (const document of documents.slice(start, start + MUTATIONS_PER_TRANSACTION)) {
      transaction.createOrReplace(document)
    }
    await transaction.commit({visibility: 'sync'})
  }
}

/** Checks every line, then writes the accepted ones (not in a dry run): a refused line writes nothing. */
export async function importRedirects(
  client: SanityClient,
  lines: readonly CsvLine[],
  {dryRun = false} = {},
): Promise<ImportReport> {
  const {documents, refused} = await checkLines(client, lines)
  if (!dryRun) await writeRedirects(client, documents)
  return {imported: documents.length, refused, dryRun}
}

const count = (n: number, singular: string, plural: string) =>
  `${n.toLocaleString('fr-FR')} ${n > 1 ? plural : singular}`

/** The report, in French: a line for each refused line of the file, with its number and why, then the totals. */
export function formatReport({imported, refused, dryRun}: ImportReport): string {
  const refusals = refused.map(
    ({line, source, messages}) => `Ligne ${line}${source ? ` (${source})` : ''} : ${messages.join(' ')}`,
  )
  const written = dryRun
    ? count(imported, 'redirection à importer', 'redirections à importer')
    : count(imported, 'redirection importée', 'redirections importées')
  const simulation = dryRun ? ' (simulation : rien n’a été écrit)' : ''
  const totals = `${written}, ${count(refused.length, 'ligne refusée', 'lignes refusées')}${simulation}.`
  return [...refusals, ...(refusals.length ? [''] : []), totals].join('\n')
}

const USAGE = 'Usage : npm run redirects:import -- fichier.csv [--dry-run]'

if (require.main === module) {
  runCommand(async () => {
    const {values, positionals} = commandArguments(
      {options: {'dry-run': {type: 'boolean'}}, allowPositionals: true},
      USAGE,
    )
    const [file, ...others] = positionals
    if (!file || others.length) throw new Error(USAGE)
    const dryRun = values['dry-run'] === true
    const client = redirectsClient(dryRun ? 'read' : 'write')
    const report = await importRedirects(client, await readRedirectsFile(callerPath(file)), {dryRun})
    console.log(formatReport(report))
    if (report.refused.length) process.exitCode = 1
  })
}
