import {PAGED_LISTINGS} from '@parlia/schemas/pagedListings'

import {anchorHeadings} from '../../ui/anchors/pageAnchors'
import {renderRichText} from '../../ui/components/RichText/renderRichText'
import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import {
  blogCategoryCountsQuery,
  blogCategoryPageQuery,
  blogPageQuery,
  postIdsQuery,
  postQuery,
} from '../../content/queries'
import {resolveImages} from '../../content/resolveImages'
import type {BlogCategoryPageQueryResult, BlogPageQueryResult} from '../../content/sanity.types'
import {pageCount} from '../../ui/components/Pagination/paginationWindow'
import {shareImageOf} from '../../platform/seo/shareImage'
import {PRERENDERED_PER_TYPE} from '../../ui/layout/staticProps'
import {listPage, pageSlice} from '../listings/paging'

/** One page of the blog list (/blog, /blog?page=2…): its articles and the categories that hold any. */
export type BlogListData = NonNullable<ReturnType<typeof toBlogList>>
/** What a card of the blog list (or of the related articles) shows. */
export type PostCardData = BlogListData['posts'][number]
export type BlogCategory = BlogListData['categories'][number]
/** One page of a category's listing (/blog/categorie/<slug>, ?page=2…): the category, its articles, the categories. */
export type BlogCategoryListData = NonNullable<ReturnType<typeof toBlogCategoryList>>
export type PostData = NonNullable<Awaited<ReturnType<typeof getPost>>>

/** Page `page` of a list of `total` articles, its images resolved, or null when there is no such page (→ 404). */
const blogPage = <T extends {total: number}>(result: T, page: number) => listPage(resolveImages(result), page, 'blog')

/** The data of page `page` of the blog list, or null when there is no such page (→ 404). */
export const toBlogList = (result: BlogPageQueryResult, page: number) => blogPage(result, page)

/** The data of page `page` of a category's listing, or null when the category or the page does not exist (→ 404). */
export const toBlogCategoryList = (result: BlogCategoryPageQueryResult, page: number) =>
  result && blogPage(result, page)

export async function getBlogList(page: number, options: FetchOptions = {}): Promise<BlogListData | null> {
  if (!Number.isInteger(page) || page < 1) return null
  const result = await fetchContent(blogPageQuery, pageSlice(page, 'blog'), options)
  return toBlogList(result, page)
}

/** How many pages the blog list has now (for getStaticPaths). */
export async function getBlogPageCount(options: FetchOptions = {}): Promise<number> {
  const {total} = await fetchContent(blogPageQuery, {start: 0, end: 0}, options)
  return pageCount(total, PAGED_LISTINGS.blog.pageSize)
}

export async function getBlogCategoryList(
  slug: string,
  page: number,
  options: FetchOptions = {},
): Promise<BlogCategoryListData | null> {
  if (!Number.isInteger(page) || page < 1) return null
  const result = await fetchContent(blogCategoryPageQuery, {slug, ...pageSlice(page, 'blog')}, options)
  return toBlogCategoryList(result, page)
}

/** Every category's slug and how many pages its listing has now (for getStaticPaths). */
export async function getBlogCategoryPageCounts(
  options: FetchOptions = {},
): Promise<{slug: string; pageCount: number}[]> {
  const categories = await fetchContent(blogCategoryCountsQuery, {}, options)
  return categories.map(({slug, postCount}) => ({slug, pageCount: pageCount(postCount, PAGED_LISTINGS.blog.pageSize)}))
}

/** An article, with its cover as a link preview: null when it has no raster rendition (a bundled SVG). */
export async function getPost(postId: string, options: FetchOptions = {}) {
  const post = resolveImages(await fetchContent(postQuery, {postId}, options))
  return (
    post && {
      ...post,
      body: renderRichText(anchorHeadings(post.body)),
      shareImage: post.cover && shareImageOf(post.cover),
    }
  )
}

/** The articles whose page is generated at build: the most recent. */
export async function getPostIds(options: FetchOptions = {}): Promise<string[]> {
  return fetchContent(postIdsQuery, {limit: PRERENDERED_PER_TYPE}, options)
}
