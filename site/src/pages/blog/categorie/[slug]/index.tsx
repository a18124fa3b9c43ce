import type {GetStaticPaths, GetStaticProps} from 'next'

import {BlogCategoryPage, type BlogCategoryPageProps} from '../../../../features/blog/BlogCategoryPage'
import {getBlogCategoryPageCounts} from '../../../../features/blog/blogData'
import {blogCategoryStaticProps} from '../../../../features/blog/blogStaticProps'

/** Page 1 of a category's listing. */
export default BlogCategoryPage

export const getStaticPaths: GetStaticPaths = async () => {
  const categories = await getBlogCategoryPageCounts()
  // Categories added after the build are generated on their first request; deleted ones answer 404.
  return {paths: categories.map(({slug}) => ({params: {slug}})), fallback: 'blocking'}
}

export const getStaticProps: GetStaticProps<BlogCategoryPageProps> = (context) =>
  blogCategoryStaticProps(context, context.params?.slug, 1)
