import Head from 'next/head'

interface PageHeadProps {
  title: string
  description?: string | null
  /** Pages kept out of search engines (login, confirmations). */
  noindex?: boolean
}

export function PageHead({title, description, noindex = false}: PageHeadProps) {
  return (
    <Head>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
    </Head>
  )
}
