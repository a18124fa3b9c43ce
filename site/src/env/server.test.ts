/** @jest-environment node */
import path from 'node:path'

import type {serverEnv as ServerEnv} from './server'

/** serverEnv as the process would read it with these variables (and no other of ours). */
function readEnv(variables: Record<string, string>): typeof ServerEnv {
  const saved = {...process.env}
  for (const name of ['DATABASE_URL', 'DATABASE_NAME', 'DATA_DIR', 'BREVO_API_KEY', 'BREVO_API_URL', 'BREVO_LIST_ID', 'CAPTCHA_SECRET_KEY', 'CAPTCHA_VERIFY_URL', 'FORMS_RATE_LIMIT_MAX', 'FORMS_RATE_LIMIT_WINDOW_SECONDS', 'TRUSTED_PROXY_COUNT', 'MAIL_FROM']) {
    delete process.env[name]
  }
  Object.assign(process.env, variables)
  try {
    let env: typeof ServerEnv | undefined
    jest.isolateModules(() => {
      env = (jest.requireActual('./server') as {serverEnv: typeof ServerEnv}).serverEnv
    })
    return env!
  } finally {
    process.env = saved
  }
}

describe('the leads configuration', () => {
  it('defaults to PGlite and .eml files under .data/ at the repository root, with no Brevo nor captcha', () => {
    const env = readEnv({})
    expect(env.databaseUrl).toBeNull()
    expect(env.dataDir).toBe(path.resolve(__dirname, '..', '..', '..', '.data'))
    expect(env.brevo).toBeNull()
    expect(env.captcha).toBeNull()
    expect(env.mailFrom).toBeNull()
    expect(env.formsRateLimit).toEqual({points: 10, windowSeconds: 600})
    expect(env.trustedProxies).toBe(0)
  })

  it('lets DATABASE_NAME pick the database of DATABASE_URL', () => {
    expect(readEnv({DATABASE_URL: 'postgres://u:p%40ss@db.example:5432/postgres?sslmode=require', DATABASE_NAME: 'parlia'}).databaseUrl).toBe(
      'postgres://u:p%40ss@db.example:5432/parlia?sslmode=require',
    )
    expect(readEnv({DATABASE_URL: 'postgres://db.example/site'}).databaseUrl).toBe('postgres://db.example/site')
  })

  it('reads Brevo, the captcha, the rate limit and the proxies, ignoring values that are not numbers', () => {
    const env = readEnv({
      DATA_DIR: 'tmp/leads',
      BREVO_API_KEY: ' xkeysib-1 ',
      BREVO_API_URL: 'http://127.0.0.1:9999/v3/',
      BREVO_LIST_ID: 'seven',
      CAPTCHA_SECRET_KEY: 'secret',
      FORMS_RATE_LIMIT_MAX: '100000',
      FORMS_RATE_LIMIT_WINDOW_SECONDS: '-5',
      TRUSTED_PROXY_COUNT: '1',
    })
    expect(env.dataDir).toBe(path.resolve('tmp/leads'))
    expect(env.brevo).toEqual({apiKey: 'xkeysib-1', apiUrl: 'http://127.0.0.1:9999/v3', listId: null})
    expect(readEnv({BREVO_API_KEY: 'k', BREVO_LIST_ID: '12'}).brevo).toEqual({apiKey: 'k', apiUrl: 'https://api.brevo.com/v3', listId: 12})
    expect(env.captcha).toEqual({secret: 'secret', verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify'})
    expect(env.formsRateLimit).toEqual({points: 100000, windowSeconds: 600})
    expect(env.trustedProxies).toBe(1)
  })
})
