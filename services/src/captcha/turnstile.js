// A stand-in for Cloudflare Turnstile's browser script (api.js), served by the local captcha service: it defines
// `window.turnstile` with render, remove, reset and getResponse, and behaves like Turnstile's testing site keys
// (https://developers.cloudflare.com/turnstile/troubleshooting/testing/): a key starting with `2x` always blocks,
// any other always passes with the dummy token, which the service's siteverify accepts in its 'success' mode.
// It loads no frame and makes no request. Dev-only, plain browser JavaScript, served as it is.
;(() => {
  const TOKEN = 'XXXX.DUMMY.TOKEN.XXXX'
  /** Turnstile's answer takes a moment; the visitor (or a test) sees the pending state first. */
  const DELAY_MS = 200
  const LABELS = {
    pending: 'Vérification anti-robot en cours…',
    passed: 'Vérification anti-robot réussie',
    blocked: 'Vérification anti-robot échouée',
  }
  const SYMBOLS = {pending: '○', passed: '✓', blocked: '✗'}
  // The normal widget's 300×65 box, readable (contrast above 4.5:1) and never wider than its container.
  const STYLE =
    'box-sizing:border-box;display:flex;align-items:center;gap:12px;width:300px;max-width:100%;height:65px;padding:0 16px;' +
    'border:1px solid #8c8c8c;border-radius:4px;background:#fafafa;color:#1f1f1f;font:14px/1.3 system-ui,sans-serif'

  const widgets = new Map()
  let count = 0

  function show(widget, state) {
    widget.symbol.textContent = SYMBOLS[state]
    widget.label.textContent = LABELS[state]
  }

  function solve(widget) {
    widget.token = undefined
    show(widget, 'pending')
    clearTimeout(widget.timer)
    widget.timer = setTimeout(() => {
      if (widget.blocked) {
        show(widget, 'blocked')
        if (typeof widget.options['error-callback'] === 'function') widget.options['error-callback']('600010')
        return
      }
      widget.token = TOKEN
      show(widget, 'passed')
      if (typeof widget.options.callback === 'function') widget.options.callback(TOKEN)
    }, DELAY_MS)
  }

  /** The widget an id names; Turnstile's API takes the first one when no id is given. */
  const widgetOf = (id) => (id === undefined ? widgets.values().next().value : widgets.get(id))

  window.turnstile = {
    render(container, options = {}) {
      const parent = typeof container === 'string' ? document.querySelector(container) : container
      if (!parent) throw new Error(`[Cloudflare Turnstile] Could not find the container ${String(container)}.`)
      const id = `cf-chl-widget-${++count}`
      const element = document.createElement('div')
      element.id = id
      element.setAttribute('role', 'status')
      element.style.cssText = STYLE
      const symbol = document.createElement('span')
      symbol.setAttribute('aria-hidden', 'true')
      const label = document.createElement('span')
      element.append(symbol, label)
      parent.append(element)
      const widget = {
        element,
        symbol,
        label,
        options,
        blocked: String(options.sitekey ?? '').startsWith('2x'),
        token: undefined,
        timer: undefined,
      }
      widgets.set(id, widget)
      solve(widget)
      return id
    },
    remove(id) {
      const widget = widgetOf(id)
      if (!widget) return
      clearTimeout(widget.timer)
      widget.element.remove()
      widgets.delete(widget.element.id)
    },
    reset(id) {
      const widget = widgetOf(id)
      if (widget) solve(widget)
    },
    getResponse(id) {
      return widgetOf(id)?.token
    },
  }
})()
