import type {GetServerSideProps} from 'next'

import {publicEnv} from '../env/public'
import {getSitemapEntries, XML_CACHE_CONTROL} from '../seo/seoData'
import {sendDocument} from '../seo/sendDocument'
import {sitemapXml} from '../seo/sitemap'

/** /sitemap.xml: every public page and its last modification, rebuilt at most every few minutes. */
export const getServerSideProps: GetServerSideProps = async ({res}) => {
  return sendDocument(res, {
    contentType: 'application/xml; charset=utf-8',
    cacheControl: XML_CACHE_CONTROL,
    body: await sitemapXml(await getSitemapEntries(), publicEnv.siteUrl),
  })
}

/** Never rendered: getServerSideProps writes the response. */
export default function Sitemap() {
  return null
}
