import {spawn} from 'node:child_process'
import {createInterface} from 'node:readline'
import path from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from '@jest/globals'
import {createClient} from '@sanity/client'
import {algoliasearch} from 'algoliasearch'

import {type Stack, startStack} from '.'

describe('startStack', () => {
  let stack: Stack
  beforeAll(async () => {
    stack = await startStack({cdnLagMs: 60_000})
  })
  afterAll(() => stack.close())

  it('gives the site variables that reach each service through its real client', async () => {
    const {env} = stack
    const sanity = (apiHost: string) =>
      createClient({
        projectId: env.SANITY_PROJECT_ID,
        dataset: env.SANITY_DATASET,
        apiHost,
        useProjectHostname: false,
        useCdn: false,
        apiVersion: '2025-02-19',
      })
    expect(await sanity(env.SANITY_API_HOST!).fetch('*[_id == "homePage"][0]._type')).toBe('homePage')
    expect(await sanity(env.SANITY_API_CDN_HOST!).fetch('*[_id == "homePage"][0]._type')).toBe('homePage')

    const host = new URL(env.NEXT_PUBLIC_ALGOLIA_HOST!)
    const hosts = [
      {url: host.hostname, port: Number(host.port), protocol: 'http' as const, accept: 'readWrite' as const},
    ]
    await algoliasearch(env.NEXT_PUBLIC_ALGOLIA_APP_ID!, env.ALGOLIA_ADMIN_KEY!, {hosts}).saveObject({
      indexName: 'faq',
      body: {objectID: 'faq-x', question: 'Test ?'},
    })
    const {hits} = await algoliasearch(env.NEXT_PUBLIC_ALGOLIA_APP_ID!, env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY!, {
      hosts,
    }).searchSingleIndex({indexName: 'faq', searchParams: {query: 'test'}})
    expect(hits.map((hit) => hit.objectID)).toEqual(['faq-x'])

    const contact = await fetch(`${env.BREVO_API_URL}/contacts`, {
      method: 'POST',
      headers: {'api-key': env.BREVO_API_KEY!, 'content-type': 'application/json'},
      body: JSON.stringify({email: 'a@b.fr', updateEnabled: true}),
    })
    expect(contact.status).toBe(201)

    const verdict = await fetch(env.CAPTCHA_VERIFY_URL!, {
      method: 'POST',
      body: new URLSearchParams({secret: env.CAPTCHA_SECRET_KEY!, response: 'token'}),
    })
    expect(await verdict.json()).toMatchObject({success: true})
    const script = await fetch(env.NEXT_PUBLIC_CAPTCHA_SCRIPT_URL!)
    expect(script.headers.get('content-type')).toContain('javascript')
    expect((await fetch(`${env.NEXT_PUBLIC_SANITY_IMAGE_HOST}/images/x/production/nothing-1x1.png`)).status).toBe(404)

    const completion = await fetch(`${env.ASSISTANT_LLM_BASE_URL}/chat/completions`, {
      method: 'POST',
      headers: {authorization: `Bearer ${env.ASSISTANT_LLM_API_KEY}`, 'content-type': 'application/json'},
      body: JSON.stringify({
        model: env.ASSISTANT_LLM_MODEL,
        messages: [{role: 'user', content: '<extrait numéro="1">Oui.</extrait>'}],
      }),
    })
    expect(await completion.json()).toMatchObject({choices: [{message: {content: 'Oui [1].'}}]})
  })

  it('gives the controls a test in another process needs: a publish through the write token lags on the CDN', async () => {
    const {contentLake} = stack.admin
    const client = createClient({
      projectId: contentLake.projectId,
      dataset: contentLake.dataset,
      apiHost: contentLake.url,
      useProjectHostname: false,
      useCdn: false,
      apiVersion: '2025-02-19',
      token: contentLake.writeToken,
    })
    await client.patch('homePage').set({_marker: 'publié'}).commit()
    expect(await client.fetch('*[_id == "homePage"][0]._marker')).toBe('publié')
    const cdn = await fetch(
      `${contentLake.cdnUrl}/v2025-02-19/data/query/${contentLake.dataset}?query=${encodeURIComponent('*[_id == "homePage"][0]._marker')}`,
    )
    expect(((await cdn.json()) as {result: unknown}).result).toBeNull()
    expect((await fetch(`${stack.admin.brevo.adminUrl}/__inspect/sent`)).status).toBe(200)
    expect((await fetch(`${stack.admin.captcha.adminUrl}/__inspect/requests`)).status).toBe(200)
    expect(
      (await fetch(`${stack.admin.llm.adminUrl}/__mode`, {method: 'PUT', body: JSON.stringify({mode: 'failing'})}))
        .status,
    ).toBe(204)
  })
})

describe('the stack command', () => {
  it('prints its variables and controls on one line, and stops on SIGTERM', async () => {
    const repo = path.resolve(__dirname, '..', '..', '..')
    const child = spawn(process.execPath, ['--import', 'tsx', 'services/src/stack/cli.ts'], {
      cwd: repo,
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    const line = await new Promise<string>((resolve) => createInterface({input: child.stdout!}).once('line', resolve))
    const {env, admin} = JSON.parse(line) as {env: Record<string, string>; admin: Stack['admin']}
    expect(env.SANITY_API_HOST).toBe(admin.contentLake.url)
    expect((await fetch(`${env.SANITY_API_HOST}/v2025-02-19/data/query/production?query=1`)).status).toBe(200)
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
    await expect(fetch(`${env.SANITY_API_HOST}/v2025-02-19/data/query/production?query=1`)).rejects.toThrow()
  }, 30_000)
})
