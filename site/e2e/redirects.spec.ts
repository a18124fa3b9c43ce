import {execFile} from 'node:child_process'
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {promisify} from 'node:util'

import {connectorPath, postPath} from '@parlia/schemas/routes'
import {startContentLake} from '@parlia/services/src/contentLake'
import {expect, test} from '@playwright/test'

import {expectNoAxeViolations} from './a11y'
import {bundledDocuments, type EditableContent, editableContent, lakeClient} from './content'
import {type OwnServer, startOwnServer} from './ownServer'
import {services} from './mode'
import {notifyChange, REPORT_WAIT_S} from './webhook'

// Its own server, reading content the spec edits (e2e/content.ts): redirects, and a connector and an article of its
// own that it renames, as an editor would in the Studio (whose slug-history redirect studio/ specs create for real).
const SECRET = 'secret-de-test-redirections'
const REPO_ROOT = path.resolve(__dirname, '..', '..')
const RUN = Date.now().toString(36)

let server: OwnServer
let content: EditableContent
const written: string[] = []

test.describe.configure({mode: 'serial'})

test.beforeAll(async () => {
  content = editableContent()
  server = await startOwnServer('e2e-redirects', {...content.serverEnv, SANITY_REVALIDATE_SECRET: SECRET})
})

test.afterAll(async () => {
  for (const id of written.reverse()) await content?.delete(id).catch(() => undefined)
  server?.stop()
  content?.close()
})

/** Writes a document as a publish would, and tells the server as Sanity's webhook does. */
async function publish(
  document: {_id: string; _type: string; [field: string]: unknown},
  change: {slug?: string | null; previousSlug?: string | null} = {},
) {
  await content.write(document)
  if (!written.includes(document._id)) written.push(document._id)
  const response = await notifyChange(
    server.base,
    SECRET,
    {
      _id: document._id,
      _type: document._type,
      slug: change.slug ?? null,
      previousSlug: change.previousSlug ?? null,
      operation: 'update',
    },
    {wait: REPORT_WAIT_S},
  )
  expect(response.status).toBe(200)
}

/** The server's answer to `path`, redirects not followed. */
const visit = (path: string) => fetch(`${server.base}${path}`, {redirect: 'manual'})

const redirect = (id: string, source: string, destination: Record<string, unknown>, permanent = true) => ({
  _id: `redirect-e2e-${RUN}-${id}`,
  _type: 'redirect',
  source,
  permanent,
  origin: 'editor',
  ...destination,
})

/**
 * `npm run redirects:import -- FILE` as an editor runs it, on the Content Lake this spec's server reads: the local one
 * of service mode, or, on the embedded defaults, one started on the spec's own copy of content/ that saves the
 * import back into it, as a dataset exported after the import would hold it.
 */
async function importRedirects(csv: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'parlia-redirects-csv-'))
  const token = 'jeton-import-e2e'
  const lake = services
    ? null
    : await startContentLake({contentDir: content.serverEnv.CONTENT_DIR!, persist: true, tokens: {write: token}})
  const target = services
    ? services.contentLake
    : {url: lake!.url, projectId: 'parlia-local', dataset: lake!.dataset, writeToken: token}
  try {
    const file = path.join(dir, 'redirections.csv')
    writeFileSync(file, csv)
    const {stdout} = await promisify(execFile)('npm', ['run', '-s', 'redirects:import', '--', file], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        SANITY_PROJECT_ID: target.projectId,
        SANITY_DATASET: target.dataset,
        SANITY_API_HOST: target.url,
        SANITY_API_WRITE_TOKEN: target.writeToken,
        SANITY_API_READ_TOKEN: '',
      },
    })
    return stdout
  } finally {
    await lake?.close()
    rmSync(dir, {recursive: true, force: true})
  }
}

test('a CSV file of redirects imported with redirects:import applies at the next request, no deploy', async () => {
  test.setTimeout(90_000)
  const [postModel] = bundledDocuments('post')
  const postSlug = (postModel?.postId as {current?: string} | undefined)?.current
  if (!postSlug) throw new Error('The bundled dataset has no article to redirect to')
  const report = await importRedirects(
    [
      'source;destination;permanent;note',
      `/offre-importee-${RUN};/planifier-une-demo?origine=csv;oui;Ancienne page tarifs`,
      `https://www.parlia.fr/blog/importe-csv-${RUN};${postPath(postSlug)};307;`,
      `/doc-importee-${RUN};https://docs.parlia.fr/;non;`,
    ].join('\r\n'),
  )
  expect(report).toContain('3 redirections importées, 0 ligne refusée.')
  const response = await notifyChange(
    server.base,
    SECRET,
    {
      _id: `redirect-csv-${RUN}`,
      _type: 'redirect',
      slug: null,
      previousSlug: null,
      operation: 'create',
    },
    {wait: REPORT_WAIT_S},
  )
  expect(response.status).toBe(200)
  const answer = async (source: string) => {
    const answered = await visit(`${source}?utm_source=csv`)
    return [answered.status, answered.headers.get('location')]
  }
  expect(await answer(`/offre-importee-${RUN}`)).toEqual([308, '/planifier-une-demo?origine=csv&utm_source=csv'])
  expect(await answer(`/blog/importe-csv-${RUN}`)).toEqual([307, `${postPath(postSlug)}?utm_source=csv`])
  expect(await answer(`/doc-importee-${RUN}`)).toEqual([307, 'https://docs.parlia.fr/?utm_source=csv'])
  // The shared lake of service mode keeps nothing of this spec (the embedded copy goes with it).
  if (services) {
    await lakeClient(services.contentLake).delete({
      query: '*[_type == "redirect" && source in $sources]',
      params: {sources: [`/offre-importee-${RUN}`, `/blog/importe-csv-${RUN}`, `/doc-importee-${RUN}`]},
    })
  }
})

test('an editor’s redirect answers in one hop, under every page family, with the visitor’s query', async () => {
  const sources = [
    `/tarifs-${RUN}`,
    `/blog/ancien-${RUN}`,
    `/solution/connecteurs/ancien-${RUN}`,
    `/cas-usage/ancien-${RUN}`,
    `/rejoignez-nous/ancienne-offre-${RUN}`,
    `/ressources/catalogue-avatar-chatbot/ancien-${RUN}`,
    `/une/adresse/profonde-${RUN}`,
  ]
  for (const source of sources) expect((await visit(source)).status).toBe(404)

  for (const [index, source] of sources.entries()) {
    await publish(redirect(`page-${index}`, source, {url: '/planifier-une-demo'}))
  }
  await publish(redirect('chaine', `/chaine-${RUN}`, {url: sources[0]}))
  await publish(redirect('externe', `/documentation-${RUN}`, {url: 'https://docs.parlia.fr/guide'}, false))

  for (const source of sources) {
    const response = await visit(`${source}?utm_source=lettre&utm_campaign=e2e`)
    expect(response.status, source).toBe(308)
    expect(response.headers.get('location'), source).toBe('/planifier-une-demo?utm_source=lettre&utm_campaign=e2e')
  }
  // A chain is one hop; a temporary redirect answers 307.
  const chained = await visit(`/chaine-${RUN}`)
  expect([chained.status, chained.headers.get('location')]).toEqual([308, '/planifier-une-demo'])
  const external = await visit(`/documentation-${RUN}?a=1`)
  expect([external.status, external.headers.get('location')]).toEqual([307, 'https://docs.parlia.fr/guide?a=1'])
  // A shared cache keeps a redirect like a page.
  expect(external.headers.get('cache-control')).toMatch(/^public, s-maxage=\d+/)
})

test('a path with no page and no redirect is still the 404 page, which no shared cache keeps', async ({page}) => {
  const response = await page.goto(`${server.base}/aucune-redirection-${RUN}`)
  expect(response?.status()).toBe(404)
  expect(response?.headers()['cache-control']).toBe('private, no-store')
  await expect(page).toHaveTitle('Page introuvable – Erreur 404')
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Oups, il semble qu’il y ait une erreur')
  await expect(page.getByRole('link', {name: 'Retour à l’accueil'})).toHaveAttribute('href', '/')
  await expect(page.getByRole('navigation', {name: 'Navigation principale'}).first()).toBeAttached()
  await expectNoAxeViolations(page)
})

test('renaming a connector and an article: their old addresses lead to the new ones, and nothing links to a 404', async () => {
  test.setTimeout(120_000)
  const [connectorModel] = bundledDocuments('connector')
  const [postModel] = bundledDocuments('post')
  if (!connectorModel || !postModel) throw new Error('The bundled dataset has no connector or no article to copy')
  const connector = {
    ...connectorModel,
    _id: `connector-e2e-${RUN}`,
    connectorId: {_type: 'slug', current: `outil-${RUN}`},
  }
  // The article links to the connector as the Studio stores a link: by reference.
  const linkToConnector = {
    _type: 'block',
    _key: `lien-${RUN}`,
    style: 'normal',
    markDefs: [{_type: 'link', _key: 'connecteur', page: {_type: 'reference', _ref: connector._id}}],
    children: [{_type: 'span', _key: 'texte', text: `Le connecteur ${RUN}`, marks: ['connecteur']}],
  }
  const post = {
    ...postModel,
    _id: `post-e2e-${RUN}`,
    postId: {_type: 'slug', current: `article-${RUN}`},
    body: [...((postModel.body as unknown[] | undefined) ?? []), linkToConnector],
  }
  /** The address the article's link to the connector shows. */
  const linkInPost = async (slug: string) => {
    const html = await (await visit(postPath(slug))).text()
    return html.match(new RegExp(`<a href="([^"]*)">Le connecteur ${RUN}</a>`))?.[1]
  }
  await publish(connector, {slug: `outil-${RUN}`})
  await publish(post, {slug: `article-${RUN}`})
  expect((await visit(connectorPath(`outil-${RUN}`))).status).toBe(200)
  expect((await visit(postPath(`article-${RUN}`))).status).toBe(200)
  expect(await linkInPost(`article-${RUN}`)).toBe(connectorPath(`outil-${RUN}`))

  // Published with their new slugs, and the redirects the Studio makes on that publish (origin slugHistory).
  for (const [document, field, kind] of [
    [connector, 'connectorId', 'outil'],
    [post, 'postId', 'article'],
  ] as const) {
    const renamed = `${kind}-renomme-${RUN}`
    await content.write(
      redirect(
        `historique-${kind}`,
        document === connector ? connectorPath(`${kind}-${RUN}`) : postPath(`${kind}-${RUN}`),
        {
          target: {_type: 'reference', _ref: document._id},
          origin: 'slugHistory',
        },
      ),
    )
    written.push(`redirect-e2e-${RUN}-historique-${kind}`)
    await publish(
      {...document, [field]: {_type: 'slug', current: renamed}},
      {slug: renamed, previousSlug: `${kind}-${RUN}`},
    )
    // The connector's rename regenerates the pages that link to it: the article's link leads to its new address.
    if (document === connector) {
      await expect.poll(() => linkInPost(`article-${RUN}`), {timeout: 10_000}).toBe(connectorPath(renamed))
    }
  }

  const oldConnector = await visit(`${connectorPath(`outil-${RUN}`)}?utm_source=partenaire`)
  expect([oldConnector.status, oldConnector.headers.get('location')]).toEqual([
    308,
    `${connectorPath(`outil-renomme-${RUN}`)}?utm_source=partenaire`,
  ])
  const oldPost = await visit(postPath(`article-${RUN}`))
  expect([oldPost.status, oldPost.headers.get('location')]).toEqual([308, postPath(`article-renomme-${RUN}`)])
  expect((await visit(connectorPath(`outil-renomme-${RUN}`))).status).toBe(200)
  expect((await visit(postPath(`article-renomme-${RUN}`))).status).toBe(200)

  // The sitemap lists the new addresses, no old one and no redirect's source; every internal link of every page it
  // lists lands on a page (a redirect followed).
  const sitemapPaths = async () => {
    const sitemap = await (await visit('/sitemap.xml')).text()
    return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/')
  }
  // The sitemap reads through the API CDN, which lags behind a publish on Sanity (and on the local lake's CDN host, by
  // 30 s in the services' stack): the wait outlasts that lag, which a wait of 30 s raced when the steps above were quick.
  const ours = async () => (await sitemapPaths()).filter((path) => path.includes(RUN)).sort()
  await expect
    .poll(ours, {timeout: 45_000})
    .toEqual([postPath(`article-renomme-${RUN}`), connectorPath(`outil-renomme-${RUN}`)].sort())
  const pages = await sitemapPaths()
  const links = new Set<string>()
  for (const path of pages) {
    const html = await (await visit(path)).text()
    for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#]*)/g)) links.add((href ?? '').replaceAll('&amp;', '&'))
  }
  const broken: string[] = []
  for (const href of links) {
    const response = await fetch(`${server.base}${href}`, {redirect: 'follow'})
    if (response.status === 404) broken.push(href)
  }
  expect(broken).toEqual([])
})

test('a page published later at a redirect’s source wins over the redirect', async () => {
  const [connectorModel] = bundledDocuments('connector')
  if (!connectorModel) throw new Error('The bundled dataset has no connector to copy')
  const source = `/solution/connecteurs/ancien-${RUN}`
  expect((await visit(source)).status).toBe(308)
  await publish(
    {...connectorModel, _id: `connector-e2e-${RUN}-repris`, connectorId: {_type: 'slug', current: `ancien-${RUN}`}},
    {slug: `ancien-${RUN}`},
  )
  expect((await visit(source)).status).toBe(200)
})
