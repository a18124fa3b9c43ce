import {SITE_LANGUAGE} from '@parlia/schemas/constants'
import type {GetServerSideProps} from 'next'

import {BLOG_LEAD} from '../../blog/BlogListPage'
import {getLayoutData} from '../../layout/layoutData'
import {publicEnv} from '../../env/public'
import {buildFeed} from '../../seo/feed'
import {getFeedPosts, XML_CACHE_CONTROL} from '../../seo/seoData'
import {sendDocument} from '../../seo/sendDocument'

/** The feed exists in the site's one language: /rss/fr (spec sections 2 and 7). */
const FEED_LOCALES: readonly string[] = [SITE_LANGUAGE]

/** /rss/{locale}: the blog's RSS 2.0 feed, rebuilt from the articles at most every few minutes. */
export const getServerSideProps: GetServerSideProps = async ({params, res}) => {
  if (typeof params?.locale !== 'string' || !FEED_LOCALES.includes(params.locale)) return {notFound: true}
  const [layout, posts] = await Promise.all([getLayoutData(), getFeedPosts()])
  return sendDocument(res, {
    contentType: 'application/rss+xml; charset=utf-8',
    cacheControl: XML_CACHE_CONTROL,
    body: buildFeed(posts, {siteName: layout.brandName, siteUrl: publicEnv.siteUrl, description: BLOG_LEAD}),
  })
}

/** Never rendered: getServerSideProps writes the response. */
export default function Feed() {
  return null
}
