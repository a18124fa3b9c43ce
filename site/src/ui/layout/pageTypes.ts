import type {NextPage} from 'next'

/** A page that renders without the shared header, footer and chat widget. */
export type BarePage<P = object> = NextPage<P> & {bare?: true}
