import {SITE_LANGUAGE} from '@parlia/schemas/constants'
import type {GetServerSideProps} from 'next'

import {publicEnv} from '../../env/public'
import {getLayoutData} from '../../layout/layoutData'
import {getListingPage} from '../../listings/listingPage'
import {buildFeed} from '../../seo/feed'
import {getFeedPosts, XML_CACHE_CONTROL} from '../../seo/seoData'
import {sendDocument} from '../../seo/sendDocument'

/** The feed exists in the site's one language: /rss/fr (spec sections 2 and 7). */
const FEED_LOCALES: readonly string[] = [SITE_LANGUAGE]

/** /rss/{locale}: the blog's RSS 2.0 feed, rebuilt from the articles at most every few minutes. */
export const getServerSideProps: GetServerSideProps = async ({params, res}) => {
  if (typeof params?.locale !== 'string' || !FEED_LOCALES.includes(params.locale)) return {notFound: true}
  const [layout, posts, blog] = await Promise.all([getLayoutData(), getFeedPosts(), getListingPage('blog')])
  // The blog's own description, as its list page gives it; the site's without its listing document.
  const description = blog ? (blog.seo.metaDescription ?? blog.hero.lead) : layout.description
  return sendDocument(res, {
    contentType: 'application/rss+xml; charset=utf-8',
    cacheControl: XML_CACHE_CONTROL,
    body: buildFeed(posts, {siteName: layout.brandName, siteUrl: publicEnv.siteUrl, description}),
  })
}

/** Never rendered: getServerSideProps writes the response. */
export default function Feed() {
  return null
}
