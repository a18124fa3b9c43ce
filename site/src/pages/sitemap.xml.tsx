import type {GetServerSideProps} from 'next'

import {publicEnv} from '../env/public'
import {getSitemapEntries, XML_CACHE_CONTROL} from '../seo/seoData'
import {sitemapXml} from '../seo/sitemap'

/** /sitemap.xml: every public page and its last modification, rebuilt at most every few minutes. */
export const getServerSideProps: GetServerSideProps = async ({res}) => {
  const xml = await sitemapXml(await getSitemapEntries(), publicEnv.siteUrl)
  res.setHeader('Content-Type', 'application/xml; charset=utf-8')
  res.setHeader('Cache-Control', XML_CACHE_CONTROL)
  res.end(xml)
  return {props: {}}
}

/** Never rendered: the response is written above. */
export default function Sitemap() {
  return null
}
