import {spawnSync} from 'node:child_process'
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

/** The W3C Nu HTML Checker, as the vnu-jar package ships it. */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar')

export const JAVA_MISSING =
  'Java was not found on PATH: the W3C HTML checker (vnu-jar) runs on it.\n' +
  'Install Debian’s with:  sudo apt-get install -y default-jre-headless'

export interface CheckedPage {
  path: string
  html: string
}

export interface HtmlError {
  path: string
  line: number | null
  column: number | null
  message: string
  extract: string
}

/** One message of the checker's JSON output (https://github.com/validator/validator/wiki/Output-»-JSON). */
interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  firstLine?: number
  lastLine?: number
  firstColumn?: number
  message: string
  extract?: string
}

/**
 * Checks every page in one run of the checker (one Java start for all: a folder of .html files) and returns its
 * errors, each with the page's path. Warnings (`info` messages) are advice, not failures; every error counts,
 * whatever its message, and so does a file the checker could not read (`non-document-error`).
 */
export function htmlErrors(pages: CheckedPage[]): HtmlError[] {
  const folder = mkdtempSync(path.join(tmpdir(), 'parlia-vnu-'))
  try {
    const files = pages.map((page, index) => {
      const file = `${String(index).padStart(4, '0')}.html`
      writeFileSync(path.join(folder, file), page.html)
      return file
    })
    const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', folder], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    })
    if ((run.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') throw new Error(JAVA_MISSING)
    if (run.error) throw run.error
    let messages: VnuMessage[]
    try {
      messages = (JSON.parse(run.stdout) as {messages: VnuMessage[]}).messages
    } catch {
      throw new Error(`The HTML checker gave no report (exit code ${run.status}):\n${run.stderr}`)
    }
    const pageOf = (message: VnuMessage) => files.indexOf(path.basename(message.url ?? ''))
    return messages
      .filter((message) => message.type !== 'info')
      .map((message) => ({
        page: pageOf(message),
        path: pages[pageOf(message)]?.path ?? message.url ?? '(the checker’s run)',
        line: message.firstLine ?? message.lastLine ?? null,
        column: message.firstColumn ?? null,
        message: message.message,
        extract: message.extract ?? '',
      }))
      .sort((a, b) => a.page - b.page || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0))
      .map(({page: _page, ...error}) => error)
  } finally {
    rmSync(folder, {recursive: true, force: true})
  }
}

const position = (line: number | null, column: number | null) =>
  line === null ? '' : `:${line}${column === null ? '' : `:${column}`}`

/** The checker's errors, page by page: the page, the line and column, the message, then the markup it points at. */
export function formatHtmlErrors(errors: HtmlError[]): string {
  return errors
    .map(
      ({path: page, line, column, message, extract}) =>
        `${page}${position(line, column)}  ${message}\n    ${extract.replace(/\s+/g, ' ').trim()}`,
    )
    .join('\n')
}
