/** @jest-environment node */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

import type {MissGroup} from '@parlia/schemas/constants/assistantMisses'

import {type ApiRoute, callRoute} from '../../../test/apiRoute'
import {isolatedModule} from '../../../test/isolatedModule'
import {MASKS} from '../misses/mask'

// The route as the server loads it, on an embedded database and a dataset of this test's own, where the Studio's
// secret for a signed-in editor is written as the Presentation tool writes it (a draft `sanity.previewUrlSecret`).
const dataDir = mkdtempSync(path.join(tmpdir(), 'parlia-misses-route-'))
const contentDir = mkdtempSync(path.join(tmpdir(), 'parlia-misses-content-'))
const SECRET = 'secret-cree-par-le-studio'
writeFileSync(
  path.join(contentDir, 'data.ndjson'),
  `${JSON.stringify({_id: 'drafts.2f7d', _type: 'sanity.previewUrlSecret', secret: SECRET, source: 'parlia-missed-questions', studioUrl: 'http://localhost:3333', _updatedAt: new Date().toISOString()})}\n`,
)
Object.assign(process.env, {
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  CONTENT_DIR: contentDir,
  SANITY_PROJECT_ID: '',
  STUDIO_URL: 'http://localhost:3333',
})
delete (globalThis as Record<symbol, unknown>)[Symbol.for('parlia.assistant.services')]
const route = isolatedModule(() => jest.requireActual<{default: ApiRoute}>('../../pages/api/assistant/misses')).default

afterAll(async () => {
  const store = isolatedModule(() =>
    jest.requireActual<typeof import('../../leads/storage/sharedDatabase')>('../../leads/storage/sharedDatabase'),
  )
  await (await store.sharedDatabase()).close()
  for (const dir of [dataDir, contentDir]) rmSync(dir, {recursive: true, force: true})
})

const editor = {authorization: `Bearer ${SECRET}`, origin: 'http://localhost:3333'}

describe('/api/assistant/misses, as the server runs it', () => {
  it('keeps a consented question masked, shows it to an editor only, and deletes it', async () => {
    const sent = await callRoute(route, {
      body: JSON.stringify({question: 'Rappelez-moi au 06 12 34 56 78 pour Salesforce', answerId: 'refusal:unknown'}),
    })
    expect(sent.statusCode).toBe(204)
    expect(sent.headers['cache-control']).toBe('no-store, private')

    const refused = await callRoute(route, {method: 'GET'})
    expect(refused).toMatchObject({
      statusCode: 401,
      body: {error: expect.stringMatching(/^Accès réservé aux éditeurs/u)},
    })
    expect(refused.headers['cache-control']).toBe('no-store, private')

    const listed = await callRoute(route, {method: 'GET', headers: editor})
    expect(listed.statusCode).toBe(200)
    expect(listed.headers['cache-control']).toBe('no-store, private')
    expect(listed.headers['access-control-allow-origin']).toBe('http://localhost:3333')
    const {groups} = listed.body as {groups: MissGroup[]}
    expect(groups).toHaveLength(1)
    expect(groups[0]).toMatchObject({
      count: 1,
      refusals: 1,
      examples: [`Rappelez-moi au ${MASKS.phone} pour Salesforce`],
    })
    expect(listed.text).not.toContain('12 34')

    const deleted = await callRoute(route, {
      method: 'DELETE',
      body: JSON.stringify({ids: groups[0]!.ids}),
      headers: editor,
    })
    expect(deleted).toMatchObject({statusCode: 200, body: {deleted: 1}})
    expect((await callRoute(route, {method: 'GET', headers: editor})).body).toEqual({groups: [], total: 0})
    // Creating the embedded database takes seconds on a machine busy with the rest of the suite.
  }, 60_000)
})
