/** @jest-environment node */
import path from 'node:path'

import {readServerEnv} from './serverSchema'

const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..', '..', '..')

describe('the server configuration', () => {
  it('defaults to the bundled content, PGlite and .eml files under .data/ at the repository root, with no third party', () => {
    const env = readServerEnv({})
    expect(env).toEqual({
      sanity: null,
      contentDir: path.join(REPOSITORY_ROOT, 'content'),
      algoliaAdmin: null,
      revalidateSecret: null,
      studioUrl: 'http://localhost:3333',
      studioOrigin: 'http://localhost:3333',
      databaseUrl: null,
      dataDir: path.join(REPOSITORY_ROOT, '.data'),
      redisUrl: null,
      brevo: null,
      mailFrom: null,
      captcha: null,
      formsRateLimit: {points: 10, windowSeconds: 600},
      searchRateLimit: {points: 600, windowSeconds: 60},
      trustedProxies: 0,
      assistantLlm: null,
      assistantRateLimit: {points: 30, windowSeconds: 60},
    })
  })

  it('counts empty and blank values as unset, defaults included', () => {
    const blank = Object.fromEntries(
      [
        'SANITY_PROJECT_ID',
        'SANITY_API_HOST',
        'SANITY_API_CDN_HOST',
        'NEXT_PUBLIC_ALGOLIA_HOST',
        'NEXT_PUBLIC_CAPTCHA_SCRIPT_URL',
        'SANITY_REVALIDATE_SECRET',
        'DATABASE_URL',
        'BREVO_API_KEY',
        'BREVO_LIST_ID',
        'MAIL_FROM',
        'CAPTCHA_SECRET_KEY',
        'NEXT_PUBLIC_SITE_URL',
        'NEXT_PUBLIC_GTM_ID',
        'ASSISTANT_LLM_BASE_URL',
        'ASSISTANT_LLM_API_KEY',
        'ASSISTANT_LLM_MODEL',
        'ASSISTANT_RATE_LIMIT_MAX',
        'REDIS_URL',
      ].map((name) => [name, '']),
    )
    expect(
      readServerEnv({
        ...blank,
        FORMS_RATE_LIMIT_MAX: '',
        SEARCH_RATE_LIMIT_MAX: '  ',
        TRUSTED_PROXY_COUNT: ' ',
        DATA_DIR: '',
      }),
    ).toEqual(readServerEnv({}))
  })

  it('reads every variable, trimmed', () => {
    const env = readServerEnv({
      SANITY_PROJECT_ID: ' abc123 ',
      SANITY_DATASET: 'staging',
      SANITY_API_READ_TOKEN: 'sk-read',
      SANITY_API_HOST: 'http://127.0.0.1:9997/',
      SANITY_API_CDN_HOST: 'http://127.0.0.1:9996',
      SANITY_REVALIDATE_SECRET: 'webhook secret',
      STUDIO_URL: ' https://parlia.fr/studio/ ',
      CONTENT_DIR: 'tmp/content',
      NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP1',
      NEXT_PUBLIC_ALGOLIA_HOST: ' http://127.0.0.1:9995/ ',
      ALGOLIA_ADMIN_KEY: 'admin',
      DATA_DIR: 'tmp/leads',
      REDIS_URL: ' redis://:secret@cache.internal:6379/2 ',
      BREVO_API_KEY: ' xkeysib-1 ',
      BREVO_API_URL: 'http://127.0.0.1:9999/v3/',
      BREVO_LIST_ID: '7',
      MAIL_FROM: 'ventes@parlia.fr',
      CAPTCHA_SECRET_KEY: 'secret',
      CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9998/siteverify',
      FORMS_RATE_LIMIT_MAX: '100000',
      FORMS_RATE_LIMIT_WINDOW_SECONDS: '60',
      SEARCH_RATE_LIMIT_MAX: '5000',
      SEARCH_RATE_LIMIT_WINDOW_SECONDS: '10',
      TRUSTED_PROXY_COUNT: '1',
      ASSISTANT_LLM_BASE_URL: ' https://api.mistral.ai/v1/ ',
      ASSISTANT_LLM_API_KEY: ' mistral-key ',
      ASSISTANT_LLM_MODEL: 'mistral-small-latest',
      ASSISTANT_RATE_LIMIT_MAX: '1000',
      ASSISTANT_RATE_LIMIT_WINDOW_SECONDS: '30',
    })
    expect(env.sanity).toEqual({
      projectId: 'abc123',
      dataset: 'staging',
      token: 'sk-read',
      apiVersion: '2025-02-19',
      apiHost: 'http://127.0.0.1:9997',
      apiCdnHost: 'http://127.0.0.1:9996',
    })
    expect(env.contentDir).toBe(path.resolve('tmp/content'))
    expect(env.algoliaAdmin).toEqual({appId: 'APP1', adminKey: 'admin', host: 'http://127.0.0.1:9995'})
    expect(env.revalidateSecret).toBe('webhook secret')
    expect(env.studioUrl).toBe('https://parlia.fr/studio')
    expect(env.studioOrigin).toBe('https://parlia.fr')
    expect(env.dataDir).toBe(path.resolve('tmp/leads'))
    expect(env.redisUrl).toBe('redis://:secret@cache.internal:6379/2')
    expect(env.brevo).toEqual({apiKey: 'xkeysib-1', apiUrl: 'http://127.0.0.1:9999/v3', listId: 7})
    expect(env.mailFrom).toBe('ventes@parlia.fr')
    expect(env.captcha).toEqual({secret: 'secret', verifyUrl: 'http://127.0.0.1:9998/siteverify'})
    expect(env.formsRateLimit).toEqual({points: 100000, windowSeconds: 60})
    expect(env.searchRateLimit).toEqual({points: 5000, windowSeconds: 10})
    expect(env.trustedProxies).toBe(1)
    expect(env.assistantLlm).toEqual({
      baseUrl: 'https://api.mistral.ai/v1',
      apiKey: 'mistral-key',
      model: 'mistral-small-latest',
    })
    expect(env.assistantRateLimit).toEqual({points: 1000, windowSeconds: 30})
  })

  it.each([
    [{ASSISTANT_LLM_BASE_URL: 'https://api.mistral.ai/v1'}, ['ASSISTANT_LLM_API_KEY', 'ASSISTANT_LLM_MODEL']],
    [{ASSISTANT_LLM_API_KEY: 'k', ASSISTANT_LLM_MODEL: 'm', ASSISTANT_LLM_BASE_URL: ' '}, ['ASSISTANT_LLM_BASE_URL']],
    [{ASSISTANT_LLM_BASE_URL: 'https://api.mistral.ai/v1', ASSISTANT_LLM_MODEL: 'm'}, ['ASSISTANT_LLM_API_KEY']],
  ])('wants the assistant’s three LLM variables or none (%j), naming the missing ones', (variables, missing) => {
    const read = () => readServerEnv(variables)
    expect(read).toThrow(
      `Invalid configuration (see .env.example):\n${missing.map((name) => `  ${name} must be set with the other ASSISTANT_LLM_ variables (all three or none)`).join('\n')}`,
    )
  })

  it('applies the defaults of Sanity (the project’s own hosts), Algolia (its own hosts), Brevo and Turnstile', () => {
    const env = readServerEnv({
      SANITY_PROJECT_ID: 'abc123',
      SANITY_API_HOST: ' ',
      SANITY_API_CDN_HOST: '',
      NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP1',
      ALGOLIA_ADMIN_KEY: 'admin',
      BREVO_API_KEY: 'k',
      CAPTCHA_SECRET_KEY: 's',
    })
    expect(env.sanity).toEqual({
      projectId: 'abc123',
      dataset: 'production',
      token: undefined,
      apiVersion: '2025-02-19',
      apiHost: 'https://abc123.api.sanity.io',
      apiCdnHost: 'https://abc123.apicdn.sanity.io',
    })
    expect(env.algoliaAdmin).toEqual({appId: 'APP1', adminKey: 'admin', host: null})
    expect(env.brevo).toEqual({apiKey: 'k', apiUrl: 'https://api.brevo.com/v3', listId: null})
    expect(env.captcha).toEqual({secret: 's', verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify'})
  })

  it('lets DATABASE_NAME pick the database of DATABASE_URL', () => {
    expect(
      readServerEnv({
        DATABASE_URL: 'postgres://u:p%40ss@db.example:5432/postgres?sslmode=require',
        DATABASE_NAME: 'parlia',
      }).databaseUrl,
    ).toBe('postgres://u:p%40ss@db.example:5432/parlia?sslmode=require')
    expect(readServerEnv({DATABASE_URL: 'postgresql://db.example/site'}).databaseUrl).toBe(
      'postgresql://db.example/site',
    )
  })

  it.each([
    ['BREVO_LIST_ID', 'abc'],
    ['BREVO_LIST_ID', '0'],
    ['BREVO_LIST_ID', '2.5'],
    ['FORMS_RATE_LIMIT_MAX', 'abc'],
    ['FORMS_RATE_LIMIT_WINDOW_SECONDS', '-5'],
    ['SEARCH_RATE_LIMIT_MAX', 'many'],
    ['SEARCH_RATE_LIMIT_WINDOW_SECONDS', '0'],
    ['TRUSTED_PROXY_COUNT', '-1'],
    ['TRUSTED_PROXY_COUNT', 'one'],
    ['NEXT_PUBLIC_SITE_URL', 'www.parlia.fr'],
    ['NEXT_PUBLIC_SITE_URL', 'ftp://www.parlia.fr'],
    ['NEXT_PUBLIC_SITE_URL', 'javascript:alert(1)'],
    ['NEXT_PUBLIC_SANITY_IMAGE_HOST', 'cdn.sanity.io'],
    ['NEXT_PUBLIC_SANITY_IMAGE_HOST', 'https://cdn.sanity.io/images'],
    ['NEXT_PUBLIC_SANITY_IMAGE_HOST', 'https://cdn.sanity.io?x=1'],
    ['NEXT_PUBLIC_SANITY_IMAGE_HOST', 'javascript:alert(1)'],
    ['NEXT_PUBLIC_GTM_ID', 'GTM-abc"><script>'],
    ['NEXT_PUBLIC_GTM_ID', 'UA-1234'],
    ['NEXT_PUBLIC_ALGOLIA_APP_ID', 'app.evil.example'],
    ['NEXT_PUBLIC_ALGOLIA_HOST', '127.0.0.1:4100'],
    ['NEXT_PUBLIC_ALGOLIA_HOST', 'http://127.0.0.1:4100/1/indexes'],
    ['NEXT_PUBLIC_ALGOLIA_HOST', 'https://APP1-dsn.algolia.net?x=1'],
    ['NEXT_PUBLIC_ALGOLIA_HOST', 'ws://127.0.0.1:4100'],
    ['NEXT_PUBLIC_CAPTCHA_SCRIPT_URL', 'challenges.cloudflare.com/turnstile/v0/api.js'],
    ['NEXT_PUBLIC_CAPTCHA_SCRIPT_URL', 'javascript:alert(1)'],
    ['NEXT_PUBLIC_CAPTCHA_SCRIPT_URL', 'data:text/javascript,alert(1)'],
    ['SANITY_PROJECT_ID', 'my project'],
    ['SANITY_DATASET', 'Production'],
    ['SANITY_API_HOST', 'test.api.sanity.io'],
    ['SANITY_API_CDN_HOST', 'ftp://test.apicdn.sanity.io'],
    ['DATABASE_URL', 'mysql://db.example/site'],
    ['DATABASE_URL', 'not a url'],
    ['REDIS_URL', 'http://cache.internal:6379'],
    ['REDIS_URL', 'cache.internal:6379'],
    ['LOG_LEVEL', 'verbose'],
    ['BREVO_API_URL', 'api.brevo.com/v3'],
    ['CAPTCHA_VERIFY_URL', 'file:///etc/passwd'],
    ['STUDIO_URL', 'javascript:alert(1)'],
    ['MAIL_FROM', 'Parlia <ventes@parlia.fr>'],
    ['ASSISTANT_LLM_BASE_URL', 'api.mistral.ai/v1'],
    ['ASSISTANT_LLM_BASE_URL', 'file:///etc/passwd'],
    ['ASSISTANT_RATE_LIMIT_MAX', '0'],
    ['ASSISTANT_RATE_LIMIT_WINDOW_SECONDS', 'soon'],
  ])('refuses %s=%s, naming the variable and not its value', (name, value) => {
    const read = () => readServerEnv({[name]: value})
    expect(read).toThrow(new RegExp(`^Invalid configuration[^]*\\n  ${name} must be `))
    expect(read).not.toThrow(value)
  })

  it('accepts an image CDN or Algolia origin with a port or a final slash', () => {
    for (const value of ['https://cdn.sanity.io', 'http://127.0.0.1:4000/']) {
      expect(() => readServerEnv({NEXT_PUBLIC_SANITY_IMAGE_HOST: value, NEXT_PUBLIC_ALGOLIA_HOST: value})).not.toThrow()
    }
  })

  it('accepts a captcha script URL with its path and query', () => {
    expect(() =>
      readServerEnv({NEXT_PUBLIC_CAPTCHA_SCRIPT_URL: 'http://127.0.0.1:4200/turnstile/v0/api.js?render=explicit'}),
    ).not.toThrow()
  })

  it('names every invalid variable at once', () => {
    expect(() => readServerEnv({BREVO_LIST_ID: 'abc', TRUSTED_PROXY_COUNT: '-1', NEXT_PUBLIC_GTM_ID: 'gtm'})).toThrow(
      'Invalid configuration (see .env.example):\n' +
        '  BREVO_LIST_ID must be a whole number of at least 1\n' +
        '  TRUSTED_PROXY_COUNT must be a whole number of at least 0\n' +
        '  NEXT_PUBLIC_GTM_ID must be a Google Tag Manager container id (GTM-XXXXXXX)',
    )
  })
})
