/** @jest-environment node */
import type {HistoryAdapter, HistoryRefresh, VisualEditingOptions} from '@sanity/visual-editing/enable-visual-editing'
import mitt from 'next/dist/shared/lib/mitt'

import {until} from '../../../../test/until'

import {enablePreviewEditing, type PagesRouter, reloadOnceMoreWhenAskedDuring} from './visualEditing'

const enableVisualEditing = jest.fn<() => void, [VisualEditingOptions]>(() => () => undefined)
jest.mock('@sanity/visual-editing/enable-visual-editing', () => ({
  enableVisualEditing: (options: VisualEditingOptions) => enableVisualEditing(options),
}))

function fakeRouter(asPath = '/blog/un-article'): PagesRouter & {[K in 'push' | 'replace' | 'back']: jest.Mock} {
  return {
    asPath,
    push: jest.fn(async () => true),
    replace: jest.fn(async () => true),
    back: jest.fn(),
    events: mitt(),
  } as never
}

function enable(router: PagesRouter): Required<Pick<VisualEditingOptions, 'refresh'>> & {history: HistoryAdapter} {
  enablePreviewEditing(router)
  const options = enableVisualEditing.mock.lastCall?.[0]
  if (!options?.refresh || !options.history)
    throw new Error('enableVisualEditing was not given a refresh and a history')
  return {refresh: options.refresh, history: options.history}
}

const mutation = (livePreviewEnabled: boolean): HistoryRefresh => ({
  source: 'mutation',
  livePreviewEnabled,
  document: {_id: 'drafts.homePage', _type: 'homePage', _rev: 'r2', slug: undefined},
})

describe('enablePreviewEditing', () => {
  it('re-runs the page’s props, in place, on each edit the Presentation tool reports and on a manual refresh', async () => {
    const router = fakeRouter()
    const {refresh} = enable(router)
    await refresh(mutation(false))
    await refresh({source: 'manual', livePreviewEnabled: false})
    expect(router.replace).toHaveBeenCalledTimes(2)
    expect(router.replace).toHaveBeenLastCalledWith('/blog/un-article', undefined, {scroll: false})
  })

  it('reloads once more after a reload in flight when asked during it, never twice at once', async () => {
    const started: (() => void)[] = []
    const reload = jest.fn(() => new Promise<void>((resolve) => started.push(resolve)))
    const ask = reloadOnceMoreWhenAskedDuring(reload)
    const first = ask()
    // The lake's commit, reported twice more while the first reload reads the page's props.
    const second = ask()
    void ask()
    expect(reload).toHaveBeenCalledTimes(1)
    started[0]!()
    await until(() => reload.mock.calls.length === 2)
    started[1]!()
    await Promise.all([first, second])
    expect(reload).toHaveBeenCalledTimes(2)
    // Asked once it is over: a reload of its own.
    const third = ask()
    expect(reload).toHaveBeenCalledTimes(3)
    started[2]!()
    await third
  })

  it('leaves an edit to live loaders when the Studio says they handle it', () => {
    const router = fakeRouter()
    const {refresh} = enable(router)
    expect(refresh(mutation(true))).toBe(false)
    expect(router.replace).not.toHaveBeenCalled()
  })

  it('tells the Studio where the page is, then each navigation, until it unsubscribes', () => {
    const router = fakeRouter('/')
    const {history} = enable(router)
    const navigate = jest.fn()
    const unsubscribe = history.subscribe(navigate)
    router.events.emit('routeChangeComplete', '/contact')
    unsubscribe()
    router.events.emit('routeChangeComplete', '/blog')
    expect(navigate.mock.calls).toEqual([[{type: 'push', url: '/'}], [{type: 'push', url: '/contact'}]])
  })

  it('navigates the page as the Studio asks', () => {
    const router = fakeRouter()
    const {history} = enable(router)
    history.update({type: 'push', url: '/contact'})
    history.update({type: 'replace', url: '/blog'})
    history.update({type: 'pop', url: '/'})
    expect(router.push).toHaveBeenCalledWith('/contact')
    expect(router.replace).toHaveBeenCalledWith('/blog')
    expect(router.back).toHaveBeenCalledTimes(1)
  })
})
