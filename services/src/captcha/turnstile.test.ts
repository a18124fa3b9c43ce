import {runInNewContext} from 'node:vm'

import {afterAll, beforeAll, describe, expect, it, jest} from '@jest/globals'

import {type Captcha, startCaptcha} from './index'

/** The few DOM calls the script makes, enough to read what it draws. */
class FakeElement {
  id = ''
  textContent = ''
  style = {cssText: ''}
  attributes: Record<string, string> = {}
  children: FakeElement[] = []
  parent: FakeElement | null = null
  constructor(readonly tagName: string) {}
  setAttribute(name: string, value: string) {
    this.attributes[name] = value
  }
  append(...nodes: FakeElement[]) {
    for (const node of nodes) {
      node.parent = this
      this.children.push(node)
    }
  }
  remove() {
    this.parent?.children.splice(this.parent.children.indexOf(this), 1)
    this.parent = null
  }
  /** The text a visitor sees, without what is hidden from assistive technology. */
  get visibleText(): string {
    return [
      this.textContent,
      ...this.children.filter((child) => child.attributes['aria-hidden'] !== 'true').map((child) => child.visibleText),
    ].join('')
  }
}

interface TurnstileOptions {
  sitekey: string
  language?: string
  callback?: (token: string) => void
  'expired-callback'?: () => void
  'error-callback'?: (code: string) => void
}

interface Turnstile {
  render(container: FakeElement | string, options: TurnstileOptions): string
  remove(id?: string): void
  reset(id?: string): void
  getResponse(id?: string): string | undefined
}

/** Runs the served script in a context of its own, as a page would, with a fake DOM and the test's timers. */
function runScript(source: string) {
  const body = new FakeElement('body')
  const container = new FakeElement('div')
  container.id = 'captcha'
  body.append(container)
  const document = {
    createElement: (tagName: string) => new FakeElement(tagName),
    querySelector: (selector: string) => (selector === '#captcha' ? container : null),
  }
  const window: {turnstile?: Turnstile} = {}
  runInNewContext(source, {window, document, setTimeout, clearTimeout})
  return {turnstile: window.turnstile!, container}
}

describe('the local captcha service’s stand-in for Turnstile’s browser script', () => {
  let captcha: Captcha
  let source: string
  beforeAll(async () => {
    captcha = await startCaptcha()
    const response = await fetch(captcha.scriptUrl)
    expect(response.status).toBe(200)
    source = await response.text()
  })
  afterAll(() => captcha.close())

  it('serves a script another origin’s page can run, whatever the query', async () => {
    expect(captcha.scriptUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/turnstile\/v0\/api\.js\?render=explicit$/)
    const response = await fetch(`${captcha.adminUrl}/turnstile/v0/api.js?onload=ready&render=explicit`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(await response.text()).toBe(source)
    expect((await fetch(captcha.scriptUrl, {method: 'HEAD'})).status).toBe(200)
    expect((await fetch(captcha.scriptUrl, {method: 'POST'})).status).toBe(405)
    expect(captcha.requests).toEqual([])
  })

  it('draws a widget and gives the dummy token shortly after, as Turnstile’s passing test keys do', async () => {
    jest.useFakeTimers()
    try {
      const {turnstile, container} = runScript(source)
      const callback = jest.fn()
      const id = turnstile.render(container, {
        sitekey: '1x00000000000000000000AA',
        language: 'fr',
        callback,
        'expired-callback': jest.fn(),
      })
      expect(typeof id).toBe('string')
      const [widget] = container.children
      expect(widget).toMatchObject({id, attributes: {role: 'status'}})
      expect(widget!.style.cssText).toMatch(/width:300px;max-width:100%;height:65px/)
      expect(widget!.visibleText).toBe('Vérification anti-robot en cours…')
      expect(turnstile.getResponse(id)).toBeUndefined()
      expect(callback).not.toHaveBeenCalled()

      jest.advanceTimersByTime(1_000)
      expect(callback).toHaveBeenCalledTimes(1)
      expect(callback).toHaveBeenCalledWith('XXXX.DUMMY.TOKEN.XXXX')
      expect(turnstile.getResponse(id)).toBe('XXXX.DUMMY.TOKEN.XXXX')
      expect(turnstile.getResponse()).toBe('XXXX.DUMMY.TOKEN.XXXX')
      expect(widget!.visibleText).toBe('Vérification anti-robot réussie')

      turnstile.reset(id)
      expect(turnstile.getResponse(id)).toBeUndefined()
      jest.advanceTimersByTime(1_000)
      expect(callback).toHaveBeenCalledTimes(2)

      turnstile.remove(id)
      expect(container.children).toEqual([])
      expect(turnstile.getResponse(id)).toBeUndefined()
    } finally {
      jest.useRealTimers()
    }
  })

  it('gives no token once the widget is removed before it answers', () => {
    jest.useFakeTimers()
    try {
      const {turnstile, container} = runScript(source)
      const callback = jest.fn()
      turnstile.remove(turnstile.render('#captcha', {sitekey: 'any', callback}))
      jest.advanceTimersByTime(1_000)
      expect(callback).not.toHaveBeenCalled()
      expect(container.children).toEqual([])
      expect(() => turnstile.render('#missing', {sitekey: 'any'})).toThrow('Could not find the container #missing')
    } finally {
      jest.useRealTimers()
    }
  })

  it('always blocks with a key starting with 2x, as Turnstile’s blocking test keys do', () => {
    jest.useFakeTimers()
    try {
      const {turnstile, container} = runScript(source)
      const callback = jest.fn()
      const error = jest.fn()
      const id = turnstile.render(container, {sitekey: '2x00000000000000000000AB', callback, 'error-callback': error})
      jest.advanceTimersByTime(1_000)
      expect(callback).not.toHaveBeenCalled()
      expect(error).toHaveBeenCalledTimes(1)
      expect(turnstile.getResponse(id)).toBeUndefined()
      expect(container.children[0]!.visibleText).toBe('Vérification anti-robot échouée')
    } finally {
      jest.useRealTimers()
    }
  })

  it('keeps the siteverify answering success to the dummy token', async () => {
    const response = await fetch(captcha.url, {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({secret: 'test-secret', response: 'XXXX.DUMMY.TOKEN.XXXX'}).toString(),
    })
    expect(await response.json()).toMatchObject({success: true})
  })
})
