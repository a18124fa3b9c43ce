/**
 * The CSV format of `redirects:import` and `redirects:export`: a header row naming the columns `source`, `destination`,
 * `permanent` and `note`, then one redirect a line. Written for a spreadsheet: French Excel's `;` as well as `,`, its
 * UTF-8 byte order mark, and `oui`/`non` or an HTTP status for `permanent`.
 */
import {readFile, stat} from 'node:fs/promises'

import {parse, stringify} from 'csv/sync'

const COLUMNS = ['source', 'destination', 'permanent', 'note'] as const
type Column = (typeof COLUMNS)[number]
/** The columns a file may leave out: a line without them is a permanent redirect without a note. */
const OPTIONAL_COLUMNS: readonly Column[] = ['permanent', 'note']

/** The largest file read: a site's worth of old addresses is far smaller, and the file is held in memory. */
const MAX_FILE_BYTES = 5 * 1024 * 1024
/** The most lines a file may hold, each checked against the dataset one after the other. */
const MAX_LINES = 20_000

/** A refusal of the whole file, in French, before any line is checked. */
export class RedirectsFileError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RedirectsFileError'
  }
}

/** One line of the file, as written: the addresses are checked later, with the dataset. */
export interface CsvLine {
  /** The line of the file it starts on (the header is line 1), as a spreadsheet numbers it. */
  line: number
  source: string
  destination: string
  permanent: boolean
  note: string
  /** What is wrong with the line itself (too many cells, an unknown `permanent`), in French. */
  problems: string[]
}

/** `permanent`'s spellings: yes/no in French or English, a boolean, or the HTTP status a spreadsheet may hold. */
const PERMANENT_VALUES: Record<string, boolean> = {
  '': true,
  oui: true,
  non: false,
  true: true,
  false: false,
  '1': true,
  '0': false,
  '301': true,
  '308': true,
  '302': false,
  '307': false,
}

/** The delimiter the header line uses: column names hold neither, so whichever it contains more of. */
function delimiterOf(text: string): ';' | ',' {
  const header = text.split('\n').find((line) => line.trim()) ?? ''
  const count = (character: string) => header.split(character).length - 1
  return count(';') > count(',') ? ';' : ','
}

/** What csv-parse says of a malformed file, in French where the cause is a common one. */
const SYNTAX_MESSAGES: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'un guillemet n’est jamais refermé',
  CSV_INVALID_CLOSING_QUOTE: 'un guillemet fermant est suivi d’autres caractères',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'un guillemet fermant est suivi d’autres caractères',
}

/** A record as csv-parse gives it with `info` and `raw` (its typings know only the plain record). */
interface ParsedRecord {
  record: string[]
  raw: string
  info: {lines: number}
}

function parseRecords(text: string, delimiter: string): ParsedRecord[] {
  try {
    const options = {delimiter, relax_column_count: true, skip_empty_lines: true, info: true, raw: true}
    return parse(text, options) as unknown as ParsedRecord[]
  } catch (error) {
    const {code, lines, message} = error as {code?: string; lines?: number; message: string}
    const reason = (code && SYNTAX_MESSAGES[code]) ?? message
    throw new RedirectsFileError(`Le fichier CSV est mal formé${lines ? ` (ligne ${lines})` : ''} : ${reason}.`)
  }
}

/** Which column each cell of a line is, from the header; refuses a header without the required columns. */
function columnsOf(header: string[]): (Column | null)[] {
  const names = header.map((name) => name.trim().toLowerCase())
  const expected = `La première ligne nomme les colonnes : ${COLUMNS.join(',')} (${OPTIONAL_COLUMNS.join(' et ')} sont facultatives).`
  const unknown = names.filter((name) => name && !(COLUMNS as readonly string[]).includes(name))
  if (unknown.length) {
    const named = unknown.map((name) => `« ${name} »`).join(', ')
    throw new RedirectsFileError(`${expected} Colonne inconnue : ${named}.`)
  }
  const twice = names.find((name, index) => name && names.indexOf(name) !== index)
  if (twice) throw new RedirectsFileError(`${expected} La colonne « ${twice} » apparaît deux fois.`)
  const missing = COLUMNS.filter((column) => !OPTIONAL_COLUMNS.includes(column) && !names.includes(column))
  if (missing.length) throw new RedirectsFileError(`${expected} Colonne manquante : ${missing.join(', ')}.`)
  return names.map((name) => (name ? (name as Column) : null))
}

/** The line a record starts on: csv-parse counts the line it ends on, and a quoted note may span several. */
function startLine(endLine: number, raw: string): number {
  // The raw text of a record begins with the empty lines skipped before it and ends with its line break.
  const own = raw.replace(/^\n+/u, '').replace(/\n$/u, '')
  return endLine - (own.split('\n').length - 1)
}

/**
 * The lines of a file's text, each with what is wrong with it on its own; throws a `RedirectsFileError` for a file
 * that cannot be read as this format (malformed, no header, unknown columns, more than `maxLines` lines).
 */
export function parseRedirectsCsv(text: string, {maxLines = MAX_LINES} = {}): CsvLine[] {
  // One line break, so that csv-parse counts lines right: it counts a CRLF inside quotes as two.
  const normalized = text.replace(/^\uFEFF/u, '').replace(/\r\n?/gu, '\n')
  const delimiter = delimiterOf(normalized)
  // A line of empty cells (a spreadsheet's trailing `;;;`) is no line.
  const filled = parseRecords(normalized, delimiter).filter(({record}) => record.some((cell) => cell.trim()))
  const [header, ...records] = filled
  if (!header) {
    throw new RedirectsFileError(`Le fichier est vide : sa première ligne nomme les colonnes ${COLUMNS.join(',')}.`)
  }
  const columns = columnsOf(header.record)
  if (records.length > maxLines) {
    throw new RedirectsFileError(
      `Le fichier compte ${records.length.toLocaleString('fr-FR')} lignes, ${maxLines.toLocaleString('fr-FR')} au plus : découpez-le en plusieurs fichiers.`,
    )
  }
  return records.map(({record, raw, info}) => {
    const cells: Partial<Record<Column, string>> = {}
    record.forEach((cell, index) => {
      const column = columns[index]
      if (column) cells[column] = cell.trim()
    })
    const problems: string[] = []
    if (record.length > columns.length) {
      problems.push(
        `La ligne a ${record.length} colonnes, l’en-tête ${columns.length} : mettez entre guillemets une valeur qui contient « ${delimiter} ».`,
      )
    }
    const permanent = PERMANENT_VALUES[(cells.permanent ?? '').toLowerCase()]
    if (permanent === undefined) {
      problems.push(`« ${cells.permanent} » n’est pas une valeur de permanent : écrivez oui (308) ou non (307).`)
    }
    return {
      line: startLine(info.lines, raw),
      source: cells.source ?? '',
      destination: cells.destination ?? '',
      permanent: permanent ?? true,
      note: cells.note ?? '',
      problems,
    }
  })
}

/** A redirect as the export writes it: its destination is always an address, a document's being its page's path. */
export interface CsvRedirect {
  source: string
  destination: string
  permanent: boolean
  note: string
}

/** The file `parseRedirectsCsv` reads back: comma-separated, with the header row and `oui`/`non`. */
export function formatRedirectsCsv(redirects: readonly CsvRedirect[]): string {
  return stringify(
    redirects.map(({source, destination, permanent, note}) => [source, destination, permanent ? 'oui' : 'non', note]),
    {header: true, columns: [...COLUMNS]},
  )
}

/** Reads a file the size limit allows, in UTF-8 (what Excel calls « CSV UTF-8 »), into its lines. */
export async function readRedirectsFile(path: string): Promise<CsvLine[]> {
  const size = await stat(path).then(
    (stats) => stats.size,
    () => null,
  )
  if (size === null) throw new RedirectsFileError(`Fichier introuvable : ${path}.`)
  if (size > MAX_FILE_BYTES) {
    throw new RedirectsFileError(
      `Le fichier pèse plus de ${MAX_FILE_BYTES / 1024 / 1024} Mo : découpez-le en plusieurs fichiers.`,
    )
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', {fatal: true}).decode(await readFile(path))
  } catch {
    throw new RedirectsFileError('Le fichier n’est pas en UTF-8 : dans Excel, enregistrez-le au format « CSV UTF-8 ».')
  }
  return parseRedirectsCsv(text)
}
