/**
 * Which lines of a CSV file become redirects: each is held to the rules the Studio applies to a redirect being edited
 * (`@parlia/schemas/redirects/*`), against the dataset's published documents and the file's other lines.
 */
import {createHash} from 'node:crypto'

import {checkDestination, checkSource, type Destination} from '@parlia/schemas/redirects/addresses'
import type {RedirectOrigin} from '@parlia/schemas/redirects/origins'
import {destinationPathOf, redirectProblems, type RedirectRule} from '@parlia/schemas/redirects/rules'
import type {SanityClient} from '@sanity/client'

import {documentAt, linesContext, type Snapshot, snapshotOf} from './context'
import type {CsvLine} from './csv'

/** A redirect as the import stores it. */
export interface RedirectDocument {
  _id: string
  _type: 'redirect'
  source: string
  target?: {_type: 'reference'; _ref: string; _weak: true}
  url?: string
  permanent: boolean
  note?: string
  origin: RedirectOrigin
}

export interface RefusedLine {
  line: number
  /** The source as the file writes it. */
  source: string
  messages: string[]
}

/**
 * The id of the redirect from `source`, the same at every import of it, so that importing a file again replaces its
 * redirects instead of adding copies. A hyphen, not a dot: Sanity lets only a token read documents whose id has a dot,
 * and the site may read without one.
 */
const redirectId = (source: string) => `redirect-${createHash('sha1').update(source).digest('hex').slice(0, 32)}`

/** A line whose addresses are well formed: what it would store, and what the rules see of it. */
interface Candidate {
  line: CsvLine
  document: RedirectDocument
  rule: RedirectRule
}

/** Where a well-formed destination leads: a document when it is the path of one's page, else the address itself. */
function storedDestination(destination: Destination, snapshot: Snapshot): Pick<RedirectDocument, 'target' | 'url'> {
  if (destination.kind === 'external') return {url: destination.url}
  // A reference holds no query string: a destination with one stays an address.
  const id = destination.query ? null : documentAt(snapshot, destination.path)
  // Weak, as the schema's: a page's deletion is never blocked by the redirects to it.
  return id ? {target: {_type: 'reference', _ref: id, _weak: true}} : {url: `${destination.path}${destination.query}`}
}

/** The line's redirect, or what is wrong with the line on its own (its cells, its addresses). */
function candidateOf(line: CsvLine, snapshot: Snapshot): Candidate | string[] {
  const source = checkSource(line.source)
  const destination = checkDestination(line.destination)
  const problems = [
    ...line.problems,
    ...(source.ok ? [] : [source.message]),
    ...(destination.ok ? [] : [destination.message]),
  ]
  if (!source.ok || !destination.ok || problems.length) return problems
  const document: RedirectDocument = {
    _id: redirectId(source.value),
    _type: 'redirect',
    source: source.value,
    ...storedDestination(destination.value, snapshot),
    permanent: line.permanent,
    ...(line.note ? {note: line.note} : {}),
    origin: 'editor',
  }
  return {line, document, rule: {source: source.value, destinationPath: destinationPathOf(destination.value)}}
}

/**
 * The redirects the lines make, and the lines refused with their French messages. A line is checked as the Studio
 * checks a redirect, the lines accepted before it counting as stored; then each accepted line whose destination is a
 * later line's source is checked again with all the accepted lines, so that a chain or a loop is refused whatever
 * the order of its lines (and importing the file again refuses nothing more).
 */
export async function checkLines(
  client: SanityClient,
  lines: readonly CsvLine[],
): Promise<{documents: RedirectDocument[]; refused: RefusedLine[]}> {
  const snapshot = await snapshotOf(client)
  const context = linesContext(client, snapshot)
  const problemsOf = ({document, rule}: Candidate, pending: RedirectRule[]) =>
    redirectProblems(rule, context(document._id, pending))

  const refused = new Map<CsvLine, string[]>()
  const accepted: Candidate[] = []
  // The accepted lines' rules, one array the context reads as it grows.
  const pending: RedirectRule[] = []
  for (const line of lines) {
    const candidate = candidateOf(line, snapshot)
    const problems = Array.isArray(candidate) ? candidate : await problemsOf(candidate, pending)
    if (Array.isArray(candidate) || problems.length) {
      refused.set(line, problems)
      continue
    }
    accepted.push(candidate)
    pending.push(candidate.rule)
  }

  const indexOfSource = new Map(accepted.map(({rule}, index) => [rule.source, index]))
  for (const [index, candidate] of accepted.entries()) {
    const destination = candidate.rule.destinationPath
    if (destination === null || (indexOfSource.get(destination) ?? -1) <= index) continue
    const problems = await problemsOf(
      candidate,
      pending.filter((rule) => rule !== candidate.rule),
    )
    if (problems.length) refused.set(candidate.line, problems)
  }

  return {
    documents: accepted.filter(({line}) => !refused.has(line)).map(({document}) => document),
    refused: lines.flatMap((line) => {
      const messages = refused.get(line)
      return messages ? [{line: line.line, source: line.source, messages}] : []
    }),
  }
}
