import {HtmlContext, useHtmlContext} from 'next/dist/shared/lib/html-context.shared-runtime'
import type {ReactNode} from 'react'

import {elideMarkup} from './elideMarkup'

type NextData = ReturnType<typeof useHtmlContext>['__NEXT_DATA__']

/** The page's data as its HTML carries it: every markup the page holds already elided (renderedMarkup.ts). */
export function withMarkupOnce(data: NextData): NextData {
  const props = data.props as {pageProps?: unknown} | undefined
  if (!props?.pageProps) return data
  const pageProps = elideMarkup(props.pageProps)
  return pageProps === props.pageProps ? data : {...data, props: {...props, pageProps}}
}

/** Renders Next's `<NextScript>` (its child) with that data block: rendered markup travels once (issue 29). */
export function MarkupOnce({children}: {children: ReactNode}) {
  const context = useHtmlContext()
  return (
    <HtmlContext.Provider value={{...context, __NEXT_DATA__: withMarkupOnce(context.__NEXT_DATA__)}}>
      {children}
    </HtmlContext.Provider>
  )
}
