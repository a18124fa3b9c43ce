import type {FetchOptions} from '../content/backends/types'
import {fetchContent} from '../content/fetch'
import {resolveImage, type ResolvedImage} from '../content/image'
import {resolveRichText} from '../content/richText'
import {blogPageQuery, postIdsQuery, postQuery} from '../content/queries'
import type {BlogPageQueryResult, PostQueryResult} from '../content/sanity.types'
import {pageCount} from '../components/Pagination/paginationWindow'
import {BLOG_PAGE_SIZE} from '../routes'
import {shareImageOf, type ShareImage} from '../seo/shareImage'

export interface PostCategory {
  id: string
  title: string
  slug: string
}

/** What a card of the blog list (or of the related articles) shows. */
export interface PostCardData {
  id: string
  postId: string
  title: string
  excerpt: string
  /** ISO date-time, formatted by formatPostDate at render. */
  publishedAt: string
  cover: ResolvedImage | null
  author: {name: string; role: string}
  categories: PostCategory[]
}

export interface BlogCategory extends PostCategory {
  description: string
  /** How many articles are filed under it. */
  count: number
}

/** One page of the blog list: /blog, /blog?page=2… */
export interface BlogListData {
  page: number
  pageCount: number
  total: number
  pageSize: number
  posts: PostCardData[]
  categories: BlogCategory[]
}

type BodyBlock = NonNullable<PostQueryResult>['body'][number]
/** Portable Text as typegen types it, its images resolved for the RichText component. */
export type PostBody = ReturnType<typeof resolveRichText<BodyBlock>>

export interface PostData extends PostCardData {
  /** Last edit (`_updatedAt`); null where the backend keeps none (the bundled dataset). */
  updatedAt: string | null
  /** The cover as a link preview; null when it has no raster rendition (a bundled SVG). */
  shareImage: ShareImage | null
  body: PostBody
  seo: {metaTitle: string | null; metaDescription: string | null}
  related: PostCardData[]
}

const PAGE_PARAM = /^[1-9]\d{0,5}$/

/**
 * The page number of a `[page]` route parameter, or null when it can't be one: only plain
 * positive integers in canonical form (no sign, no leading zero, no decimals) are pages.
 */
export function parsePageParam(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !PAGE_PARAM.test(value)) return null
  return Number(value)
}

/** The GROQ slice of a page (1-based): `[$start...$end]`, end excluded. */
export function pageSlice(page: number, pageSize = BLOG_PAGE_SIZE) {
  return {start: (page - 1) * pageSize, end: page * pageSize}
}

type RawCard = BlogPageQueryResult['posts'][number]

export function toPostCard(post: RawCard): PostCardData {
  return {
    id: post._id,
    postId: post.postId,
    title: post.title,
    excerpt: post.excerpt,
    publishedAt: post.publishedAt,
    cover: resolveImage(post.cover),
    author: {name: post.author.name, role: post.author.role},
    categories: (post.categories ?? []).filter(Boolean).map(({_id, title, slug}) => ({id: _id, title, slug})),
  }
}

/** The data of page `page` of the blog list, or null when there is no such page (→ 404). */
export function toBlogList(result: BlogPageQueryResult, page: number): BlogListData | null {
  const last = pageCount(result.total, BLOG_PAGE_SIZE)
  if (!Number.isInteger(page) || page < 1 || page > last) return null
  return {
    page,
    pageCount: last,
    total: result.total,
    pageSize: BLOG_PAGE_SIZE,
    posts: result.posts.map(toPostCard),
    categories: result.categories
      .filter((category) => category.count > 0)
      .map(({_id, title, slug, description, count}) => ({id: _id, title, slug, description, count})),
  }
}

export async function getBlogList(page: number, options: FetchOptions = {}): Promise<BlogListData | null> {
  if (!Number.isInteger(page) || page < 1) return null
  const result = await fetchContent(blogPageQuery, pageSlice(page), options)
  return toBlogList(result, page)
}

/** How many pages the blog list has now (for getStaticPaths). */
export async function getBlogPageCount(options: FetchOptions = {}): Promise<number> {
  const {total} = await fetchContent(blogPageQuery, {start: 0, end: 0}, options)
  return pageCount(total, BLOG_PAGE_SIZE)
}

export function toPost(post: NonNullable<PostQueryResult>): PostData {
  const card = toPostCard(post)
  return {
    ...card,
    updatedAt: post._updatedAt ?? null,
    shareImage: card.cover && shareImageOf(card.cover),
    body: resolveRichText(post.body),
    seo: {metaTitle: post.seo?.metaTitle ?? null, metaDescription: post.seo?.metaDescription ?? null},
    related: (post.related ?? []).map(toPostCard),
  }
}

export async function getPost(postId: string, options: FetchOptions = {}): Promise<PostData | null> {
  const post = await fetchContent(postQuery, {postId}, options)
  return post ? toPost(post) : null
}

export async function getPostIds(options: FetchOptions = {}): Promise<string[]> {
  return fetchContent(postIdsQuery, {}, options)
}
