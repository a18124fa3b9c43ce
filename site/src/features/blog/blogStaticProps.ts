import {postPath} from '@parlia/schemas/routes'
import type {GetStaticPropsContext, GetStaticPropsResult} from 'next'

import {staticPageProps, type WithLayout} from '../../ui/layout/staticProps'
import {type ListingPageData, withListingPage} from '../listings/listingPage'
import {blogPostingJsonLd} from '../../platform/seo/structuredData/blogPosting'
import {organizationOf} from '../../platform/seo/structuredData/organization'
import {withStructuredData, type StructuredDataProps} from '../../platform/seo/structuredData/staticProps'
import {
  getBlogCategoryList,
  getBlogList,
  getPost,
  type BlogCategoryListData,
  type BlogListData,
  type PostData,
} from './blogData'

/**
 * getStaticProps of a page of the blog list, shared by /blog (page 1) and /blog/page/[page]
 * (where /blog?page=N is served). A page that is not a number or no longer exists answers 404.
 */
export function blogListStaticProps(
  context: GetStaticPropsContext,
  page: number | null,
): Promise<GetStaticPropsResult<WithLayout<{listing: ListingPageData; blog: BlogListData}>>> {
  return staticPageProps(context, (options) =>
    withListingPage(
      'blog',
      options,
      page === null ? Promise.resolve(null) : getBlogList(page, options).then((blog) => blog && {blog}),
    ),
  )
}

/**
 * getStaticProps of a page of a category's listing, shared by /blog/categorie/[slug] (page 1) and its
 * /page/[page] (where ?page=N is served). An unknown category or a page that does not exist answers 404.
 */
export function blogCategoryStaticProps(
  context: GetStaticPropsContext,
  slug: string | string[] | undefined,
  page: number | null,
): Promise<GetStaticPropsResult<WithLayout<{category: BlogCategoryListData}>>> {
  return staticPageProps(context, async (options) => {
    if (typeof slug !== 'string' || slug === '' || page === null) return null
    const category = await getBlogCategoryList(slug, page, options)
    return category && {category}
  })
}

/** getStaticProps of an article, with its BlogPosting: 404 when the article is unknown or was deleted. */
export function postStaticProps(
  context: GetStaticPropsContext,
  postId: string | string[] | undefined,
): Promise<GetStaticPropsResult<WithLayout<{post: PostData}> & StructuredDataProps>> {
  return staticPageProps(context, async (options) => {
    if (typeof postId !== 'string' || postId === '') return null
    const post = await getPost(postId, options)
    return post && {post}
  }).then(
    withStructuredData(({post, layout}) =>
      blogPostingJsonLd(
        {
          title: post.title,
          description: post.excerpt,
          path: postPath(post.postId),
          publishedAt: post.publishedAt,
          updatedAt: post.updatedAt,
          author: post.author,
          categories: post.categories.map((category) => category.title),
          image: (post.shareImage ?? layout.shareImage).url,
        },
        organizationOf(layout),
      ),
    ),
  )
}
