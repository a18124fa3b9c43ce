import {type ComponentType, lazy} from 'react'

/** What a chunk that cannot load renders. */
const Nothing = () => null

/**
 * A component in a chunk of its own, fetched the first time it renders, inside `<Suspense>`. Callers render it
 * only once mounted in the browser (after a state change), so servers and hydration never wait for it. React's own
 * `lazy`, not next/dynamic, whose loader would add about 2 KB to every page's first load. A chunk that cannot load
 * (offline) renders nothing, as next/dynamic's did.
 */
export function lazyChunk<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() =>
    load().then(
      (Component) => ({default: Component}),
      () => ({default: Nothing as ComponentType<Props>}),
    ),
  )
}
