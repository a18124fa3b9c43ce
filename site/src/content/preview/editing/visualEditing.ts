import {
  type DisableVisualEditing,
  enableVisualEditing,
  type HistoryRefresh,
} from '@sanity/visual-editing/enable-visual-editing'
import type {NextRouter} from 'next/router'

/** What the overlays need of the Pages Router (its instance is `window.next.router`). */
export type PagesRouter = Pick<NextRouter, 'asPath' | 'push' | 'replace' | 'back' | 'events'>

/**
 * `reload`, run again once it ends when asked while it runs (however many times). Next.js hands a data request the
 * answer of the same request already on its way: an edit the Studio reports twice (its own copy, then the lake's
 * commit) would otherwise end on props read before the commit, and the frame would show the text before the edit.
 */
export function reloadOnceMoreWhenAskedDuring(reload: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null
  let askedAgain = false
  const run = async () => {
    try {
      do {
        askedAgain = false
        await reload()
      } while (askedAgain)
    } finally {
      running = null
    }
  }
  return () => {
    if (running) askedAgain = true
    else running = run()
    return running
  }
}

/**
 * Turns on the Studio's click-to-edit overlays and ties them to the page's router, as `VisualEditing` from
 * `@sanity/visual-editing/next-pages-router` does: the Presentation tool follows the editor's navigation and may
 * navigate the page, and each edit it reports re-runs the page's getStaticProps (draft mode reads the drafts
 * live). The component itself cannot be used: lazily imported by `_app`, its React DOM makes the bundler split
 * the framework's chunk, about 470 bytes more for every visitor, so this runs from a script of its own.
 */
export function enablePreviewEditing(router: PagesRouter): DisableVisualEditing {
  const reloadProps = reloadOnceMoreWhenAskedDuring(async () => {
    await router.replace(router.asPath, undefined, {scroll: false})
  })
  return enableVisualEditing({
    // `false`: live loaders apply an edit themselves; this site has none, so the server renders it.
    refresh: (payload: HistoryRefresh) =>
      payload.source === 'mutation' && payload.livePreviewEnabled ? false : reloadProps(),
    history: {
      subscribe: (navigate) => {
        const report = (url: string) => navigate({type: 'push', url})
        report(router.asPath)
        router.events.on('routeChangeComplete', report)
        return () => router.events.off('routeChangeComplete', report)
      },
      update: (update) => {
        if (update.type === 'push') void router.push(update.url)
        else if (update.type === 'replace') void router.replace(update.url)
        else router.back()
      },
    },
  })
}
