/** @jest-environment node */
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {type LocalLlm, startLlm} from '@parlia/services/src/llm'
import {createParser, type EventSourceMessage} from 'eventsource-parser'

import {type ApiRoute, callRoute} from '../../../test/apiRoute'
import {serveBundledDataset, serveDocuments, textBlock} from '../../../test/fixtures/builtDataset'
import {isolatedModule} from '../../../test/isolatedModule'
// Loaded first here, in the main registry: see the mock below.
import '../../content/fetch'
import type {Database} from '../../leads/storage/database'
import type {AssistantReply} from '../answer/types'
import {feedbackCounts} from '../feedback/repository'

// The questions are answered from documents built here, so that an editor's change of the FAQ breaks no test; the
// widget's settings are the bundled dataset's. The routes' fresh module instances share this file's content layer:
// Jest's isolated registries reuse a mock the main one already holds, and the import above makes it hold this one.
jest.mock('../../content/fetch', () => jest.requireActual('../../../test/fixtures/builtDataset').builtContentFetch())

const faq = (id: string, question: string, ...answer: string[]) => ({
  _id: `faq-${id}`,
  _type: 'faq',
  question,
  answer: answer.map((text, index) => textBlock(`b${index}`, text)),
})

/** The FAQ entry the hosting question must cite (BUILT sets another beside it, which it must not). */
const HOSTING = {
  title: 'Où sont hébergées les données\u202f?',
  // The page's anchor for that question, as the FAQ page writes it.
  url: '/ressources/faq#ou-sont-hebergees-les-donnees',
  firstSentence: 'La plateforme Parlia et les données de vos assistants sont hébergées en France.',
}
const HOSTING_ANSWER_ID = `answer:${HOSTING.url}`
const BUILT = [
  {_id: 'siteSettings', _type: 'siteSettings', brandName: 'Parlia'},
  faq('hebergement', HOSTING.title, HOSTING.firstSentence, 'Chez un hébergeur certifié, sauvegardes comprises.'),
  faq('tarifs', 'Combien coûte un assistant\u202f?', 'Le prix dépend du nombre de conversations par mois.'),
]

/** The API routes as the server loads them, with these variables (read when the configuration module loads). */
function loadRoutes(variables: Record<string, string>) {
  Object.assign(process.env, variables)
  // One set of collaborators per process (routeDependencies.ts): a fresh one for the new configuration.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('parlia.assistant.services')]
  const load = (name: string) =>
    isolatedModule(() => jest.requireActual<{default: ApiRoute}>(`../../pages/api/assistant/${name}`)).default
  return {ask: load('index'), settings: load('settings'), feedback: load('feedback')}
}

function events(text: string): EventSourceMessage[] {
  const parsed: EventSourceMessage[] = []
  createParser({onEvent: (event) => parsed.push(event)}).feed(text)
  return parsed
}

const question = (text: string) => JSON.stringify({question: text})
const dataDir = mkdtempSync(path.join(tmpdir(), 'parlia-assistant-routes-'))
// The votes go to an embedded database of this test's own, never to the tables of a configured server.
const embedded = {
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  ASSISTANT_LLM_BASE_URL: '',
  ASSISTANT_LLM_API_KEY: '',
  ASSISTANT_LLM_MODEL: '',
}

afterAll(async () => {
  const store = isolatedModule(() =>
    jest.requireActual<typeof import('../../leads/storage/sharedDatabase')>('../../leads/storage/sharedDatabase'),
  )
  await (await store.sharedDatabase()).close()
  rmSync(dataDir, {recursive: true, force: true})
})

beforeAll(() => serveDocuments(BUILT))

describe('the assistant’s routes on built content, without a language model', () => {
  const routes = loadRoutes(embedded)

  it('answer « vous hébergez les données où ? » with the hosting entry of the FAQ, as JSON', async () => {
    const res = await callRoute(routes.ask, {
      body: question('vous hébergez les données où ?'),
      headers: {accept: 'application/json'},
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const reply = res.body as AssistantReply
    expect(reply).toMatchObject({handover: false, answerId: HOSTING_ANSWER_ID, suggestions: []})
    expect(reply.sources[0]).toEqual({title: HOSTING.title, url: HOSTING.url})
    expect(reply.answer).toContain('hébergées en France')
  })

  it('refuse « c’est quoi la recette des crêpes » honestly, offering the handover', async () => {
    const res = await callRoute(routes.ask, {body: question('c’est quoi la recette des crêpes'), ip: '203.0.113.11'})
    expect(res.body).toMatchObject({sources: [], handover: true, answerId: 'refusal:unknown'})
    expect((res.body as AssistantReply).answer).toMatch(/^Je n’ai pas trouvé de réponse fiable/u)
  })

  it('stream the same answer as server-sent events', async () => {
    const res = await callRoute(routes.ask, {
      body: question('vous hébergez les données où ?'),
      headers: {accept: 'text/event-stream'},
      ip: '203.0.113.12',
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8')
    const parsed = events(res.text)
    expect(parsed.map((event) => event.event)).toEqual(['delta', 'done'])
    const done = JSON.parse(parsed[1]!.data) as AssistantReply
    expect((JSON.parse(parsed[0]!.data) as {text: string}).text).toBe(done.answer)
    expect(done.sources[0]!.url).toBe(HOSTING.url)
  })

  it('answer bad input with 400 in French, other methods with 405, never a 500', async () => {
    expect(await callRoute(routes.ask, {body: '{', ip: '203.0.113.13'})).toMatchObject({
      statusCode: 400,
      body: {error: expect.stringMatching(/JSON/u)},
    })
    expect(await callRoute(routes.ask, {body: question(''), ip: '203.0.113.13'})).toMatchObject({
      statusCode: 400,
      body: {error: 'Posez une question.'},
    })
    expect(await callRoute(routes.ask, {method: 'GET', ip: '203.0.113.13'})).toMatchObject({
      statusCode: 405,
      headers: {allow: 'POST'},
    })
  })

  it('hold each address to 30 questions a minute', async () => {
    for (let index = 0; index < 30; index += 1)
      expect((await callRoute(routes.ask, {body: '{', ip: '203.0.113.14'})).statusCode).toBe(400)
    const refused = await callRoute(routes.ask, {body: question('où ?'), ip: '203.0.113.14'})
    expect(refused).toMatchObject({statusCode: 429, body: {error: expect.stringContaining('Trop de demandes')}})
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await callRoute(routes.ask, {body: '{', ip: '203.0.113.15'})).statusCode).toBe(400)
  })

  it('give the widget its settings, cached publicly for a minute', async () => {
    // The widget's words are the bundled dataset's; the questions after this one read the built entries again.
    serveBundledDataset()
    const res = await callRoute(routes.settings, {method: 'GET'}).finally(() => serveDocuments(BUILT))
    expect(res).toMatchObject({
      statusCode: 200,
      headers: {'cache-control': expect.stringMatching(/^public, max-age=60/u)},
    })
    expect(res.body).toMatchObject({
      greeting: expect.stringMatching(/^Bonjour/u),
      openingHours: 'réponse sous un jour ouvré',
      privacyPolicyUrl: '/politique-de-confidentialite',
    })
    // The bundled content's words: the assistant says, first thing and in its header, that it is automated.
    expect(res.body).toMatchObject({
      greeting: expect.stringContaining('l’assistant automatisé du site Parlia'),
      disclosure: 'Assistant automatisé · réponses générées à partir des pages du site',
    })
  })

  it('count a vote on an answer in the database, anonymously', async () => {
    const vote = (helpful: boolean) => JSON.stringify({answerId: HOSTING_ANSWER_ID, helpful})
    expect((await callRoute(routes.feedback, {body: vote(true)})).statusCode).toBe(204)
    expect((await callRoute(routes.feedback, {body: vote(false)})).statusCode).toBe(204)
    expect(
      await callRoute(routes.feedback, {body: JSON.stringify({answerId: 'combien ça coûte', helpful: true})}),
    ).toMatchObject({statusCode: 400})
    const store = isolatedModule(() =>
      jest.requireActual<typeof import('../../leads/storage/sharedDatabase')>('../../leads/storage/sharedDatabase'),
    )
    const db: Database = await store.sharedDatabase()
    expect(await feedbackCounts(db)).toEqual([{answerId: HOSTING_ANSWER_ID, helpful: 1, unhelpful: 1}])
    // Creating and migrating the embedded database takes seconds on a busy machine.
  }, 60_000)
})

describe('the assistant’s route with a language model (ASSISTANT_LLM_*)', () => {
  let llm: LocalLlm
  let routes: ReturnType<typeof loadRoutes>
  beforeAll(async () => {
    llm = await startLlm({apiKey: 'sk-route', model: 'mistral-small-latest', chunkDelayMs: 1})
    routes = loadRoutes({
      ...embedded,
      ASSISTANT_LLM_BASE_URL: llm.url,
      ASSISTANT_LLM_API_KEY: 'sk-route',
      ASSISTANT_LLM_MODEL: 'mistral-small-latest',
    })
  })
  afterAll(async () => {
    await llm.close()
    loadRoutes(embedded)
  })

  const ask = (ip: string) =>
    callRoute(routes.ask, {
      body: question('vous hébergez les données où ?'),
      headers: {accept: 'text/event-stream'},
      ip,
    })

  it('streams the model’s answer word by word, cited, from the retrieved passages', async () => {
    llm.mode = 'up'
    const parsed = events((await ask('203.0.113.20')).text)
    const deltas = parsed.filter((event) => event.event === 'delta')
    expect(deltas.length).toBeGreaterThan(5)
    const done = JSON.parse(parsed.at(-1)!.data) as AssistantReply
    // The stand-in model writes the first sentence of the source about the question, cited.
    expect(done.answer).toBe(`${HOSTING.firstSentence.slice(0, -1)} [1].`)
    expect(deltas.map((event) => (JSON.parse(event.data) as {text: string}).text).join('')).toBe(done.answer)
    expect(done.sources).toEqual([{title: HOSTING.title, url: HOSTING.url}])
    expect(llm.requests.at(-1)).toMatchObject({authorized: true, model: 'mistral-small-latest', stream: true})
  })

  it('replaces a stream cut by the provider with the extractive answer', async () => {
    llm.mode = 'cutting'
    const parsed = events((await ask('203.0.113.21')).text)
    expect(parsed.map((event) => event.event)).toEqual(['delta', 'done'])
    // The model's first word, then the cut.
    expect(JSON.parse(parsed[0]!.data)).toEqual({text: HOSTING.firstSentence.split(' ')[0]})
    const done = JSON.parse(parsed[1]!.data) as AssistantReply
    expect(done).toMatchObject({handover: false, answerId: HOSTING_ANSWER_ID})
    expect(done.answer).not.toMatch(/\[1\]/u)
  })

  it('answers JSON from the extracts when the provider fails', async () => {
    llm.mode = 'failing'
    const res = await callRoute(routes.ask, {body: question('vous hébergez les données où ?'), ip: '203.0.113.22'})
    expect(res.statusCode).toBe(200)
    expect(res.body).toMatchObject({handover: false, answerId: HOSTING_ANSWER_ID})
  })
})
