import {SITE_LOCALE} from '@parlia/schemas/constants/locale'
import {feedPath, postPath, routes} from '@parlia/schemas/routes'
import {Feed} from 'feed'

import {feedTitle} from './feedTitle'
import {absoluteUrl} from './urls'

export interface FeedPost {
  title: string
  postId: string
  excerpt: string
  publishedAt: string
  /** Null when the backend keeps no edit date (the bundled dataset). */
  updatedAt: string | null
  categories: string[]
}

export interface FeedChannel {
  siteName: string
  siteUrl: string
  description: string
}

const latest = (dates: string[]) =>
  dates.reduce<Date | undefined>((max, value) => {
    const date = new Date(value)
    return !max || date > max ? date : max
  }, undefined)

/**
 * The blog's RSS 2.0 feed (spec sections 2 and 7): one item per article, newest first, with its title,
 * permalink as guid, excerpt, publication date and categories. The channel's lastBuildDate is the
 * latest change of an article, so the same content always gives the same feed.
 */
export function buildFeed(posts: FeedPost[], channel: FeedChannel): string {
  const feed = new Feed({
    title: feedTitle(channel.siteName),
    description: channel.description,
    id: absoluteUrl(routes.blog, channel.siteUrl),
    link: absoluteUrl(routes.blog, channel.siteUrl),
    language: SITE_LOCALE,
    updated: latest(posts.map((post) => post.updatedAt ?? post.publishedAt)),
    feedLinks: {rss: absoluteUrl(feedPath(), channel.siteUrl)},
    generator: false,
    copyright: `© ${channel.siteName}`,
  })
  for (const post of posts) {
    feed.addItem({
      title: post.title,
      link: absoluteUrl(postPath(post.postId), channel.siteUrl),
      description: post.excerpt,
      date: new Date(post.publishedAt),
      category: post.categories.map((name) => ({name})),
    })
  }
  return feed.rss2()
}
