import type {GetStaticPaths, GetStaticProps} from 'next'

import {BlogCategoryPage, type BlogCategoryPageProps} from '../../../../../features/blog/BlogCategoryPage'
import {getBlogCategoryPageCounts} from '../../../../../features/blog/blogData'
import {blogCategoryStaticProps} from '../../../../../features/blog/blogStaticProps'
import {listPageStaticPaths, parsePageParam} from '../../../../../features/listings/paging'

/**
 * Page N of a category's listing. Visitors reach it as /blog/categorie/<slug>?page=N (a rewrite in
 * next.config.ts), as the blog list's pages. Anything but an existing page of an existing category is a 404.
 */
export default BlogCategoryPage

export const getStaticPaths: GetStaticPaths = async () => {
  const categories = await getBlogCategoryPageCounts()
  const paths = categories.flatMap(({slug, pageCount}) =>
    listPageStaticPaths(pageCount).paths.map(({params}) => ({params: {...params, slug}})),
  )
  // Later pages, and pages added after the build, are generated on their first request.
  return {paths, fallback: 'blocking'}
}

export const getStaticProps: GetStaticProps<BlogCategoryPageProps> = (context) =>
  blogCategoryStaticProps(context, context.params?.slug, parsePageParam(context.params?.page))
