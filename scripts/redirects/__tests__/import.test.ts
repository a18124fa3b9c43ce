import {execFile} from 'node:child_process'
import {readFile, writeFile} from 'node:fs/promises'
import {join} from 'node:path'
import {promisify} from 'node:util'

import {afterAll, beforeAll, describe, expect, it} from '@jest/globals'
import {ownPagePath} from '@parlia/schemas/pages/paths'
import {startContentLake, type ContentLake} from '@parlia/services/src/contentLake'
import type {SanityClient} from '@sanity/client'
import {stringify} from 'csv/sync'

import {withTempDir} from '../../content/archive'
import {datasetClient} from '../../content/client'
import {CONTENT_DIR, REPO_ROOT} from '../../content/env'
import {type CsvLine, parseRedirectsCsv} from '../csv'
import {exportRedirects} from '../export'
import {formatReport, importRedirects} from '../import'

const run = promisify(execFile)
const TSX = join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs')
const WRITE_TOKEN = 'redirects-test-write-token'
const LINES = 1000

type Row = [source: string, destination: string, permanent: string, note: string]

/** A file's text: the header, then a line a row (the header is line 1, row i is line i + 2). */
const csvText = (rows: readonly Row[], delimiter = ',') =>
  stringify([['source', 'destination', 'permanent', 'note'], ...rows], {delimiter})

/** Fields the lake sets on every write, which differ from one import to the next. */
const stable = ({_rev, _createdAt, _updatedAt, ...document}: Record<string, unknown>) => document

/** A published page of the dataset and where the import should refuse a line, with the expected message. */
interface Fixture {
  connector: {_id: string; name: string; path: string}
  rows: Row[]
  /** Row index → the one message its line is refused with. */
  refusals: Map<number, string>
}

/**
 * 1,000 lines whose destinations are a connector's page (stored as a reference), another site, a path with a query and
 * a fixed page, with every spelling of `permanent`, and among them lines each rule refuses.
 */
function fixture(connector: Fixture['connector']): Fixture {
  const destinations = (i: number) =>
    [connector.path, `https://docs.parlia.fr/guide-${i}`, `/contact?origine=${i}`, '/contact'][i % 4]!
  const permanents = ['', 'oui', 'non', '307', '301', 'true', '0', '302', '308', '1']
  const rows: Row[] = Array.from({length: LINES}, (_, i) => [
    `/ancien/page-${i}`,
    destinations(i),
    permanents[i % permanents.length]!,
    i % 3 ? '' : `Ligne ${i}`,
  ])
  const refusals = new Map<number, string>()
  const refuse = (index: number, row: Row, message: string) => {
    rows[index] = row
    refusals.set(index, message)
  }
  refuse(
    3,
    ['ancien-sans-barre', '/contact', '', ''],
    'L’ancienne adresse est un chemin de ce site : elle commence par une seule « / ».',
  )
  // A chain through a later line: refused whatever the order of its lines.
  refuse(
    10,
    ['/chaine-avant', '/chaine-suite', '', ''],
    '/chaine-suite est elle-même redirigée vers /contact : indiquez directement la destination finale.',
  )
  rows[900] = ['/chaine-suite', '/contact', '', '']
  // A loop: the second line leads back to the first one's source.
  rows[20] = ['/boucle-a', '/boucle-b', '', '']
  refuse(
    21,
    ['/boucle-b', '/boucle-a', '', ''],
    '/boucle-a est déjà redirigée, et ces redirections reviendraient à leur point de départ : elles tourneraient en boucle.',
  )
  refuse(
    30,
    ['/chaine-arriere', '/ancien/page-1', '', ''],
    '/ancien/page-1 est elle-même redirigée vers un autre site : indiquez directement la destination finale.',
  )
  refuse(40, ['/ancien/page-7', '/contact', '', ''], 'Une autre redirection part déjà de /ancien/page-7.')
  refuse(
    50,
    [connector.path, '/contact', '', ''],
    `Une page publiée est à cette adresse (Connecteur : ${connector.name}) : elle serait servie à la place de la redirection.`,
  )
  refuse(
    60,
    ['/ancien/page-60', '/contact', 'peut-être', ''],
    '« peut-être » n’est pas une valeur de permanent : écrivez oui (308) ou non (307).',
  )
  refuse(
    70,
    ['/ancien/page-70', 'contact', '', ''],
    'La destination est un chemin de ce site (/contact) ou une adresse complète (https://…).',
  )
  refuse(
    80,
    ['/ancien/page-80', '/ancien/page-80/', '', ''],
    'La destination est l’adresse d’origine : la redirection tournerait en boucle.',
  )
  return {connector, rows, refusals}
}

describe('redirects:import and redirects:export against a local Content Lake', () => {
  let lake: ContentLake
  let client: SanityClient
  let data: Fixture
  let lines: CsvLine[]
  let first: Awaited<ReturnType<typeof importRedirects>>

  const mutations = () => lake.requests.filter((request) => request.url.includes('/data/mutate/')).length
  const stored = () =>
    client
      .withConfig({perspective: 'published'})
      .fetch<Record<string, unknown>[]>('*[_type == "redirect"] | order(_id)')
      .then((documents) => documents.map(stable))
  const storedFrom = async (source: string) => (await stored()).find((document) => document.source === source)

  beforeAll(async () => {
    // The bundled dataset, read only (no `persist`): the import writes into the lake's memory.
    lake = await startContentLake({contentDir: CONTENT_DIR, tokens: {write: WRITE_TOKEN}})
    client = datasetClient(
      {projectId: 'parlia-test', dataset: lake.dataset, apiHost: lake.url, contentDir: CONTENT_DIR},
      WRITE_TOKEN,
    )
    const connector = await client
      .withConfig({perspective: 'published'})
      .fetch<{_id: string; name: string; slug: string}>(
        // Its name as the Studio's rules call a page (lakeContext's pageAt).
        '*[_type == "connector" && defined(connectorId.current)] | order(_id)[0]{_id, "name": coalesce(title, name, question, _id), "slug": connectorId.current}',
      )
    data = fixture({_id: connector._id, name: connector.name, path: ownPagePath('connector', connector.slug)!})
    lines = parseRedirectsCsv(csvText(data.rows))
    first = await importRedirects(client, lines)
  }, 120_000)
  afterAll(() => lake?.close())

  it('refuses each invalid line with its number and the rules’ French messages, and imports the others', async () => {
    expect(first.refused).toEqual(
      [...data.refusals].map(([index, message]) => ({
        line: index + 2,
        source: data.rows[index]![0],
        messages: [message],
      })),
    )
    expect(first.imported).toBe(LINES - data.refusals.size)
    const report = formatReport(first)
    expect(report).toContain(`Ligne 5 (ancien-sans-barre) : ${data.refusals.get(3)}`)
    expect(report).toContain(`Ligne 42 (/ancien/page-7) : Une autre redirection part déjà de /ancien/page-7.`)
    expect(report.split('\n').at(-1)).toBe(
      `${LINES - data.refusals.size} redirections importées, ${data.refusals.size} lignes refusées.`,
    )
    expect(await stored()).toHaveLength(LINES - data.refusals.size)
  })

  it('stores a document’s page as a reference to it, another address as it is, and 307 as temporary', async () => {
    expect(await storedFrom('/ancien/page-0')).toEqual({
      _id: expect.stringMatching(/^redirect-[0-9a-f]{32}$/),
      _type: 'redirect',
      source: '/ancien/page-0',
      target: {_type: 'reference', _ref: data.connector._id, _weak: true},
      permanent: true,
      note: 'Ligne 0',
      origin: 'editor',
    })
    expect(await storedFrom('/ancien/page-1')).toMatchObject({url: 'https://docs.parlia.fr/guide-1', permanent: true})
    expect(await storedFrom('/ancien/page-2')).toMatchObject({url: '/contact?origine=2', permanent: false})
    expect(await storedFrom('/ancien/page-13')).toMatchObject({
      url: 'https://docs.parlia.fr/guide-13',
      permanent: false,
    })
    expect(await storedFrom('/ancien/page-15')).toMatchObject({url: '/contact', permanent: true})
    // The line of a refused chain's other end is kept: only the line leading into the chain is refused.
    expect(await storedFrom('/chaine-suite')).toMatchObject({url: '/contact'})
    expect(await storedFrom('/chaine-avant')).toBeUndefined()
  })

  it('changes nothing when the same file is imported again', async () => {
    const before = await stored()
    const again = await importRedirects(client, lines)
    expect(again).toEqual(first)
    expect(await stored()).toEqual(before)
  }, 120_000)

  it('writes nothing in a dry run, and reports what it would import', async () => {
    const [before, requests] = [await stored(), mutations()]
    const fresh = parseRedirectsCsv(
      csvText([
        ['/nouveau/un', '/contact', '', ''],
        ['/nouveau/deux', '/nouveau/un', '', ''],
      ]),
    )
    const report = await importRedirects(client, fresh, {dryRun: true})
    expect(report.refused).toEqual([
      {
        line: 3,
        source: '/nouveau/deux',
        messages: [expect.stringContaining('/nouveau/un est elle-même redirigée vers /contact')],
      },
    ])
    expect(formatReport(report).split('\n').at(-1)).toBe(
      '1 redirection à importer, 1 ligne refusée (simulation : rien n’a été écrit).',
    )
    expect(mutations()).toBe(requests)
    expect(await stored()).toEqual(before)
  })

  it('asks the lake about a redirect stored under another id and a fixed page: a duplicate, a chain, a page', async () => {
    // As the Studio stores one: an id of its own, not the import's.
    await client.create({
      _id: 'redirect-du-studio',
      _type: 'redirect',
      source: '/depuis-le-studio',
      url: '/contact',
      permanent: true,
    })
    try {
      const report = await importRedirects(
        client,
        parseRedirectsCsv(
          csvText([
            ['/depuis-le-studio', '/blog', '', ''],
            ['/vers-le-studio', '/depuis-le-studio', '', ''],
            ['/contact', '/blog', '', ''],
          ]),
        ),
        {dryRun: true},
      )
      expect(report.refused).toEqual([
        {line: 2, source: '/depuis-le-studio', messages: ['Une autre redirection part déjà de /depuis-le-studio.']},
        {
          line: 3,
          source: '/vers-le-studio',
          messages: [
            '/depuis-le-studio est elle-même redirigée vers /contact : indiquez directement la destination finale.',
          ],
        },
        {
          line: 4,
          source: '/contact',
          messages: [
            'Une page publiée est à cette adresse (la page /contact) : elle serait servie à la place de la redirection.',
          ],
        },
      ])
    } finally {
      await client.delete('redirect-du-studio')
    }
  })

  it('reads a semicolon-separated file with its byte order mark and a note over two lines', async () => {
    const text = `\uFEFF${csvText(
      [
        ['/point-virgule/un', '/contact', 'non', 'Une note ; avec, des séparateurs'],
        ['/point-virgule/deux', data.connector.path, '', 'Sur\ndeux lignes'],
        ['/point-virgule/trois', '/contact', 'jamais', ''],
      ],
      ';',
    ).replace(/\n/gu, '\r\n')}`
    expect(text.split('\r\n')[0]).toBe('\uFEFFsource;destination;permanent;note')
    const report = await importRedirects(client, parseRedirectsCsv(text))
    expect(report).toMatchObject({imported: 2, refused: [{line: 5, source: '/point-virgule/trois'}]})
    expect(await storedFrom('/point-virgule/un')).toMatchObject({
      url: '/contact',
      permanent: false,
      note: 'Une note ; avec, des séparateurs',
    })
    expect(await storedFrom('/point-virgule/deux')).toMatchObject({
      target: {_ref: data.connector._id},
      note: 'Sur\ndeux lignes',
    })
  })

  it('exports every published redirect by source, a reference as its page’s path, and imports back the same set', async () => {
    const {csv, withoutDestination} = await exportRedirects(client)
    expect(withoutDestination).toEqual([])
    const exported = parseRedirectsCsv(csv)
    const sources = exported.map((line) => line.source)
    expect(sources).toEqual([...sources].sort())
    expect(exported.find((line) => line.source === '/ancien/page-0')).toMatchObject({
      destination: data.connector.path,
      permanent: true,
      note: 'Ligne 0',
    })

    // Into a lake holding no redirect: the same documents, references included.
    const other = await startContentLake({contentDir: CONTENT_DIR, tokens: {write: WRITE_TOKEN}})
    try {
      const otherClient = datasetClient(
        {projectId: 'parlia-test', dataset: other.dataset, apiHost: other.url, contentDir: CONTENT_DIR},
        WRITE_TOKEN,
      )
      const report = await importRedirects(otherClient, exported)
      expect(report).toEqual({imported: exported.length, refused: [], dryRun: false})
      const copied = await otherClient
        .withConfig({perspective: 'published'})
        .fetch<Record<string, unknown>[]>('*[_type == "redirect"] | order(_id)')
      expect(copied.map(stable)).toEqual(await stored())
    } finally {
      await other.close()
    }
  }, 120_000)

  it(
    'runs as npm runs it: the path from the caller’s folder, the report, exit code 1 on a refused line',
    () =>
      withTempDir(async (dir) => {
        await writeFile(
          join(dir, 'redirections.csv'),
          csvText([
            ['/commande/un', '/contact', '', ''],
            ['commande-deux', '/contact', '', ''],
          ]),
        )
        const env = {
          ...process.env,
          SANITY_PROJECT_ID: 'parlia-test',
          SANITY_DATASET: lake.dataset,
          SANITY_API_HOST: lake.url,
          SANITY_API_WRITE_TOKEN: WRITE_TOKEN,
          SANITY_API_READ_TOKEN: '',
          INIT_CWD: dir,
        }
        const command = (script: string, args: string[]) =>
          run(process.execPath, [TSX, join('redirects', script), ...args], {cwd: join(REPO_ROOT, 'scripts'), env})

        await expect(command('import.ts', ['redirections.csv', '--dry-run'])).rejects.toMatchObject({
          code: 1,
          stdout: expect.stringContaining('Ligne 3 (commande-deux) : L’ancienne adresse est un chemin de ce site'),
        })
        await expect(command('import.ts', ['--force'])).rejects.toMatchObject({
          code: 1,
          stderr: expect.stringContaining('Usage : npm run redirects:import -- fichier.csv [--dry-run]'),
        })
        const {stdout} = await command('export.ts', ['--out', 'export.csv'])
        expect(stdout).toContain(`Redirections exportées dans ${join(dir, 'export.csv')}.`)
        expect(await readFile(join(dir, 'export.csv'), 'utf8')).toBe((await exportRedirects(client)).csv)
      }),
    120_000,
  )
})
