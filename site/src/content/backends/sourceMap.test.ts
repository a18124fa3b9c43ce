/** @jest-environment node */
import type {ContentSourceMap} from '@sanity/client'
import {parseJsonPath, resolveMapping} from '@sanity/client/csm'
import {stegaEncodeSourceMap} from '@sanity/client/stega'
import {vercelStegaDecode} from '@vercel/stega'
import {evaluate, parse} from 'groq-js'

import {homePageQuery} from '../../features/home/sections/generated/query'
import {aboutPageQuery, postQuery, useCaseQuery} from '../queries'
import {fromExport} from '@parlia/schemas/lake/exportFormat'
import {applyPerspective} from '@parlia/schemas/lake/perspective'
import {contentSourceMap} from '@parlia/schemas/lake/sourceMap'

// A dataset built here, in the export format of content/data.ndjson, with what makes a source map hard: a draft over
// its published page, the same words in several documents, references, Portable Text reshaped by a query, an article
// that only exists as a draft. Never the bundled dataset, which the editors change.
const image = (letter: string, alt: string) => ({
  _type: 'accessibleImage',
  alt,
  _sanityAsset: `image@file://./images/${letter.repeat(40)}-96x96.svg`,
})
const span = (key: string, text: string) => ({_type: 'span', _key: key, text, marks: []})
const block = (key: string, style: string, text: string) => ({
  _type: 'block',
  _key: key,
  style,
  markDefs: [],
  children: [span(`${key}s0`, text)],
})
const reference = (id: string) => ({_key: id, _type: 'reference', _ref: id})
const slug = (current: string) => ({_type: 'slug', current})
const connector = (id: string, name: string) => ({
  _id: `connector-${id}`,
  _type: 'connector',
  name,
  connectorId: slug(id),
  categories: ['itsm'],
  shortDescription: `Reliez votre assistant à ${name}.`,
  logo: image(id === 'glpi' ? 'a' : 'b', `Logo ${name}`),
  body: [block('c0', 'normal', `${name} et votre assistant, ensemble.`)],
  popularity: id === 'glpi' ? 1 : 2,
})
const homePage = (id: string, title: string) => ({
  _id: id,
  _type: 'homePage',
  hero: {title, lead: 'Plateforme no-code, hébergée en France.'},
  values: {
    title: 'Nos engagements',
    items: [{_key: 'v1', _type: 'valueBlock', key: 'simplicite', title: 'Simplicité', text: 'Un assistant en quelques jours.'}],
  },
  customerCases: {
    title: 'Ils ont déployé Parlia',
    items: [reference('customerCase-ville-montclair'), reference('customerCase-chu-valbonne')],
  },
  connectors: {title: 'Vos outils', text: 'Plus de 60 connecteurs.', items: [reference('connector-glpi')]},
})
const customerCase = (id: string, client: string, logo: string) => ({
  _id: `customerCase-${id}`,
  _type: 'customerCase',
  client,
  slug: slug(id),
  sector: 'administration-publique',
  summary: `Un assistant pour ${client}.`,
  challenge: 'L’accueil saturait.',
  solution: 'Un assistant relié aux démarches.',
  results: [
    {_key: 'k1', value: '−40 %', label: `d’appels à l’accueil de ${client}`},
    {_key: 'k2', value: '24/7', label: `de réponses, pour ${client}`},
  ],
  logo: image(logo, `Logo de ${client}`),
})
const DATASET = fromExport([
  connector('glpi', 'GLPI'),
  connector('jira', 'Jira'),
  customerCase('ville-montclair', 'Ville de Montclair', 'c'),
  customerCase('chu-valbonne', 'CHU de Valbonne', 'e'),
  {
    _id: 'useCase-administration-publique',
    _type: 'useCase',
    title: 'Administration publique',
    useCaseId: slug('administration-publique'),
    grouping: 'secteur',
    summary: 'Un assistant pour les usagers.',
    hero: {title: 'Un assistant pour vos usagers', lead: 'Répondre aux habitants à toute heure.'},
    connectors: [reference('connector-glpi'), reference('connector-jira')],
    customerCases: [reference('customerCase-ville-montclair')],
  },
  homePage('homePage', 'Des assistants virtuels qui répondent vraiment'),
  homePage('drafts.homePage', 'Des assistants virtuels qui répondent juste'),
  {
    _id: 'aboutPage',
    _type: 'aboutPage',
    hero: {title: 'Qui sommes-nous\u202f?', lead: 'Une équipe lyonnaise.'},
    values: [{_key: 'f1', _type: 'feature', title: 'Simplicité', text: 'Des outils que chacun comprend.'}],
  },
  // The customer cases' heading is also a menu link's description.
  {
    _id: 'navigation',
    _type: 'navigation',
    menus: [
      {
        _key: 'm1',
        title: 'Ressources',
        links: [{_key: 'l1', label: 'Cas clients', href: '/ressources/cas-usage-client', description: 'Ils ont déployé Parlia'}],
      },
    ],
  },
  {
    _id: 'post-chatbot-mairie',
    _type: 'post',
    title: 'Un chatbot pour la mairie',
    postId: slug('chatbot-mairie'),
    publishedAt: '2026-01-10T09:00:00Z',
    body: [
      block('b0', 'normal', 'Les habitants posent toujours les mêmes questions.'),
      block('b1', 'h2', 'Les démarches'),
      {...image('d', 'Un guichet'), _type: 'bodyImage', _key: 'b7', caption: 'Le guichet d’une mairie'},
      block('b8', 'normal', 'Un assistant y répond.'),
    ],
  },
  {
    _id: 'drafts.post-voicebot-mairie',
    _type: 'post',
    title: 'Un voicebot pour l’accueil téléphonique',
    postId: slug('voicebot-mairie'),
    publishedAt: '2026-02-10T09:00:00Z',
    body: [block('b0', 'normal', 'Le standard sonne sans cesse.'), block('b1', 'h2', 'Un accueil à toute heure')],
  },
])
const views = {published: applyPerspective(DATASET, 'published'), drafts: applyPerspective(DATASET, 'drafts')}

/** A query over the dataset in a perspective, and the source map of its result. */
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
    expect(drafts.result.hero.title).toBe('Des assistants virtuels qui répondent juste')
    expect(sourceOf(drafts.csm, "$['hero']['title']")).toEqual({document: {_id: 'drafts.homePage', _type: 'homePage'}, path: "$['hero']['title']"})

    const published = await run('published', homePageQuery)
    expect(published.result.hero.title).toBe('Des assistants virtuels qui répondent vraiment')
    expect(sourceOf(published.csm, "$['hero']['title']")).toEqual({document: {_id: 'homePage', _type: 'homePage'}, path: "$['hero']['title']"})
  })

  it('names, of two documents holding the same words, the one the enclosing result comes from', async () => {
    // The home page's and the about page's values share their titles ("Simplicité"…).
    const home = await run('published', homePageQuery)
    const about = await run('published', aboutPageQuery)
    expect(home.result.values.items[0].title).toBe('Simplicité')
    expect(about.result.values[0].title).toBe('Simplicité')
    expect(sourceOf(home.csm, "$['values']['items'][0]['title']")).toEqual({
      document: {_id: 'homePage', _type: 'homePage'},
      path: "$['values']['items'][?(@._key=='v1')]['title']",
    })
    expect(sourceOf(about.csm, "$['values'][0]['title']")).toEqual({
      document: {_id: 'aboutPage', _type: 'aboutPage'},
      path: "$['values'][?(@._key=='f1')]['title']",
    })
    // The customer cases' heading is also a menu link's description: its object holds nothing else of the home
    // page's own (its cases are two other documents), so the page it sits in tells.
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
    const params = {postId: 'chatbot-mairie'}
    const {result, csm} = await run('published', postQuery, params)
    const span = decoded(encode(result, csm).body[0].children[0].text)
    expect(span?.origin).toBe('sanity.io')
    expect(span?.href).toContain(`;id=post-chatbot-mairie;type=post;path=${encodeURIComponent('body[_key=="b0"].children[_key=="b0s0"].text')}?`)
    // An image among the blocks is reshaped by the query: its caption is mapped on its own.
    const image = result.body.findIndex((block: {_key: string}) => block._key === 'b7')
    expect(sourceOf(csm, `$['body'][${image}]['caption']`)?.path).toBe("$['body'][?(@._key=='b7')]['caption']")

    const byIndex = await run('published', postQuery, params, false)
    expect(sourceOf(byIndex.csm, "$['body'][0]")?.path).toBe("$['body'][0]")
    expect(byIndex.csm.paths.some((at) => at.includes('_key'))).toBe(false)
  })

  it('maps a subtree copied unchanged once, where the client appends the rest of the path', async () => {
    // The unpublished article: in preview, under its published id, edited as the draft.
    const {result, csm} = await run('drafts', postQuery, {postId: 'voicebot-mairie'})
    expect(csm.mappings["$['body']"]).toBeDefined()
    expect(Object.keys(csm.mappings).filter((at) => at.startsWith("$['body']["))).toEqual([])
    expect(csm.documents[(csm.mappings["$['body']"]?.source as {document: number}).document]).toEqual({
      _id: 'drafts.post-voicebot-mairie',
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
    const titles = await run('published', '*[_id in ["homePage", "aboutPage"]] | order(_id){"title": coalesce(values.items[0].title, values[0].title)}.title')
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
