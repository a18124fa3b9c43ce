/** @jest-environment node */
import {readFileSync} from 'node:fs'
import path from 'node:path'

import type {ContentSourceMap} from '@sanity/client'
import {parseJsonPath, resolveMapping} from '@sanity/client/csm'
import {stegaEncodeSourceMap} from '@sanity/client/stega'
import {vercelStegaDecode} from '@vercel/stega'
import {evaluate, parse} from 'groq-js'

import {repositoryRoot} from '../../env/repositoryRoot'
import {aboutPageQuery, homePageQuery, postQuery, useCaseQuery} from '../queries'
import {fromExport, parseNdjson} from './exportFormat'
import {applyPerspective} from './perspective'
import {contentSourceMap} from './sourceMap'

const file = path.join(repositoryRoot(), 'content', 'data.ndjson')
const dataset = fromExport(parseNdjson(readFileSync(file, 'utf8'), file))
const views = {published: applyPerspective(dataset, 'published'), drafts: applyPerspective(dataset, 'drafts')}

/** A query over the bundled dataset in a perspective, and the source map of its result. */
async function run(perspective: keyof typeof views, query: string, params: Record<string, unknown> = {}, keyArraySelector = true) {
  const documents = views[perspective]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- results are read by path
  const result: any = await (await evaluate(parse(query, {params}), {dataset: documents, params})).get()
  return {result, csm: contentSourceMap(result, documents, {keyArraySelector})}
}

/** Where the map says the value at a result path comes from, resolved as @sanity/client resolves it. */
function sourceOf(csm: ContentSourceMap, resultPath: string) {
  const resolved = resolveMapping(parseJsonPath(resultPath), csm)
  if (!resolved || resolved.mapping.source.type !== 'documentValue') return undefined
  const {document, path: at} = resolved.mapping.source
  return {document: csm.documents[document], path: `${csm.paths[at]}${resolved.pathSuffix}`}
}

/** What the Studio's overlay reads from a stega-encoded string: its origin and edit link. */
function decoded(value: unknown) {
  return vercelStegaDecode<{origin: string; href: string}>(value as string)
}

const STUDIO = 'http://localhost:3333'
const encode = <R>(result: R, csm: ContentSourceMap) => stegaEncodeSourceMap(result, csm, {enabled: true, studioUrl: STUDIO})

describe('contentSourceMap', () => {
  it('maps the home hero title of a preview to the draft the Studio edits, and of the published page to the published document', async () => {
    const drafts = await run('drafts', homePageQuery)
    expect(drafts.result.hero.title).toBe('Des assistants virtuels qui répondent juste, du premier coup et sans code')
    expect(sourceOf(drafts.csm, "$['hero']['title']")).toEqual({document: {_id: 'drafts.homePage', _type: 'homePage'}, path: "$['hero']['title']"})

    const published = await run('published', homePageQuery)
    expect(published.result.hero.title).toBe('Des assistants virtuels qui répondent vraiment, sans une ligne de code')
    expect(sourceOf(published.csm, "$['hero']['title']")).toEqual({document: {_id: 'homePage', _type: 'homePage'}, path: "$['hero']['title']"})
  })

  it('names, of two documents holding the same words, the one the enclosing result comes from', async () => {
    // The home page's and the about page's values share their titles ("Simplicité"…).
    const home = await run('published', homePageQuery)
    const about = await run('published', aboutPageQuery)
    expect(home.result.values[0].title).toBe('Simplicité')
    expect(about.result.values[0].title).toBe('Simplicité')
    expect(sourceOf(home.csm, "$['values'][0]['title']")).toEqual({
      document: {_id: 'homePage', _type: 'homePage'},
      path: "$['values'][?(@._key=='v1')]['title']",
    })
    expect(sourceOf(about.csm, "$['values'][0]['title']")).toEqual({
      document: {_id: 'aboutPage', _type: 'aboutPage'},
      path: "$['values'][?(@._key=='f1')]['title']",
    })
    // The customer cases' heading is also a menu link's description: its object holds nothing else of the home
    // page's own (the cases are other documents), so the page it sits in tells.
    expect(home.result.customerCases.title).toBe('Ils ont déployé Parlia')
    expect(sourceOf(home.csm, "$['customerCases']['title']")).toEqual({
      document: {_id: 'homePage', _type: 'homePage'},
      path: "$['customerCases']['title']",
    })
  })

  it('follows references: a use case’s connectors and customer cases map to their own documents', async () => {
    const {result, csm} = await run('published', useCaseQuery, {useCaseId: 'administration-publique'})
    expect(result.connectors[0].name).toBe('GLPI')
    expect(sourceOf(csm, "$['connectors'][0]['name']")).toEqual({document: {_id: 'connector-glpi', _type: 'connector'}, path: "$['name']"})
    expect(sourceOf(csm, "$['customerCases'][0]['results'][1]['label']")).toEqual({
      document: {_id: 'customerCase-ville-montclair', _type: 'customerCase'},
      path: "$['results'][?(@._key=='k2')]['label']",
    })
    // The use case's own fields stay its own.
    expect(sourceOf(csm, "$['hero']['lead']")).toEqual({document: {_id: 'useCase-administration-publique', _type: 'useCase'}, path: "$['hero']['lead']"})
  })

  it('maps a Portable Text span to its block and span by _key, or by index without keyArraySelector', async () => {
    const params = {postId: 'chatbot-mairie-demarches-habitants'}
    const {result, csm} = await run('published', postQuery, params)
    const span = decoded(encode(result, csm).body[0].children[0].text)
    expect(span?.origin).toBe('sanity.io')
    expect(span?.href).toContain(`;id=post-chatbot-mairie-demarches-habitants;type=post;path=${encodeURIComponent('body[_key=="b0"].children[_key=="b0s0"].text')}?`)
    // An image among the blocks is reshaped by the query: its caption is mapped on its own.
    const image = result.body.findIndex((block: {_key: string}) => block._key === 'b7')
    expect(sourceOf(csm, `$['body'][${image}]['caption']`)?.path).toBe("$['body'][?(@._key=='b7')]['caption']")

    const byIndex = await run('published', postQuery, params, false)
    expect(sourceOf(byIndex.csm, "$['body'][0]")?.path).toBe("$['body'][0]")
    expect(byIndex.csm.paths.some((at) => at.includes('_key'))).toBe(false)
  })

  it('maps a subtree copied unchanged once, where the client appends the rest of the path', async () => {
    // The unpublished article: in preview, under its published id, edited as the draft.
    const {result, csm} = await run('drafts', postQuery, {postId: 'voicebot-accueil-telephonique-mairie'})
    expect(csm.mappings["$['body']"]).toBeDefined()
    expect(Object.keys(csm.mappings).filter((at) => at.startsWith("$['body']["))).toEqual([])
    expect(csm.documents[(csm.mappings["$['body']"]?.source as {document: number}).document]).toEqual({
      _id: 'drafts.post-voicebot-accueil-telephonique-mairie',
      _type: 'post',
    })
    const heading = decoded(encode(result, csm).body[1].children[0].text)
    expect(heading?.href).toContain(`;path=${encodeURIComponent('body[_key=="b1"].children[_key=="b1s0"].text')}?`)
  })

  it('leaves unmapped a value it cannot place: several documents and nothing to choose, or in none', async () => {
    // The categories of a use case's connectors, merged: each shared by several connectors.
    const useCase = await run('published', useCaseQuery, {useCaseId: 'administration-publique'})
    expect(useCase.result.categories).toContain('itsm')
    useCase.result.categories.forEach((_: string, at: number) => expect(sourceOf(useCase.csm, `$['categories'][${at}]`)).toBeUndefined())

    // The same title in two documents, and no enclosing object to tell which.
    const titles = await run('published', '*[_id in ["homePage", "aboutPage"]] | order(_id) .values[0].title')
    expect(titles.result).toEqual(['Simplicité', 'Simplicité'])
    expect(titles.csm.mappings).toEqual({})

    // A string of the query itself.
    const literal = await run('published', '*[_id == "connector-glpi"][0]{name, "label": "Voir le connecteur"}')
    expect(Object.keys(literal.csm.mappings)).toEqual(["$['name']"])
  })

  it('never maps identifiers, types, keys or references', async () => {
    const {result, csm} = await run('published', '*[_id == "connector-glpi"][0]{_id, _type, name, "asset": logo.asset, "ref": logo.asset._ref, "keys": body[]._key}')
    expect(result).toMatchObject({_id: 'connector-glpi', _type: 'connector', asset: {_type: 'reference'}, ref: expect.any(String)})
    expect(result.keys.length).toBeGreaterThan(0)
    expect(Object.keys(csm.mappings)).toEqual(["$['name']"])
  })

  it('gives @sanity/client what it encodes as Sanity’s own: the Studio’s edit link to the right document and field', async () => {
    const {result, csm} = await run('drafts', homePageQuery)
    const encoded = encode(result, csm)
    expect(decoded(encoded.hero.title)).toEqual({
      origin: 'sanity.io',
      href: expect.stringMatching(/^http:\/\/localhost:3333\/intent\/edit\/mode=presentation;id=homePage;type=homePage;path=hero\.title\?/),
    })
    // A draft is opened as the draft: only published documents get `perspective=published`.
    expect(decoded(encoded.hero.title)?.href).not.toContain('perspective=published')
    const connector = decoded(encoded.connectors.items[0].name)
    expect(connector?.href).toMatch(new RegExp(`;id=${encoded.connectors.items[0].id};type=connector;path=name\\?`))
    expect(connector?.href).toContain('perspective=published')
  })
})
