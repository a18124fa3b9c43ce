import {HtmlContext, useHtmlContext} from 'next/dist/shared/lib/html-context.shared-runtime'
import type {ReactNode} from 'react'

type NextData = ReturnType<typeof useHtmlContext>['__NEXT_DATA__']

/**
 * The page's data as the HTML carries it: without the footer's markup, which the page itself already holds and the
 * browser's Footer keeps from it. Only the HTML's copy: a preview's refresh reads the page's JSON, which still has it.
 */
export function withoutFooterMarkup(data: NextData): NextData {
  const pageProps = (data.props as {pageProps?: {layout?: {footer?: unknown}}} | undefined)?.pageProps
  if (!pageProps?.layout?.footer) return data
  const {footer: _, ...layout} = pageProps.layout
  return {...data, props: {...data.props, pageProps: {...pageProps, layout}}}
}

/** Renders Next's `<NextScript>` (its child) with that data block: the footer's markup travels once (issue 29). */
export function WithoutFooterMarkup({children}: {children: ReactNode}) {
  const context = useHtmlContext()
  return (
    <HtmlContext.Provider value={{...context, __NEXT_DATA__: withoutFooterMarkup(context.__NEXT_DATA__)}}>
      {children}
    </HtmlContext.Provider>
  )
}
