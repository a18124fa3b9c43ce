/**
 * `use-sync-external-store/shim` for React 18 and later, where the hook is React's own: swr (the assistant's widget)
 * and react-instantsearch (the search pages) import the shim, whose fallback for older Reacts would otherwise ship
 * in their chunks and split the widget's chunk in two. next.config.ts points the shim's imports here.
 */
export {useSyncExternalStore} from 'react'
