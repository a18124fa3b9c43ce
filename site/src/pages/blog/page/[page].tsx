import type {GetStaticPaths, GetStaticProps} from 'next'

import {BlogListPage, type BlogListPageProps} from '../../../features/blog/BlogListPage'
import {getBlogPageCount, parsePageParam} from '../../../features/blog/blogData'
import {blogListStaticProps} from '../../../features/blog/blogStaticProps'
import {PRERENDERED_LIST_PAGES} from '../../../ui/layout/staticProps'

/**
 * Page N of the blog list. Visitors reach it as /blog?page=N (a rewrite in next.config.ts), so
 * the page arrives server-rendered while staying static. Anything but an existing page is a 404.
 */
export default BlogListPage

export const getStaticPaths: GetStaticPaths = async () => {
  const last = Math.min(await getBlogPageCount(), PRERENDERED_LIST_PAGES)
  const paths = Array.from({length: Math.max(0, last - 1)}, (_, index) => ({params: {page: String(index + 2)}}))
  // Later pages, and pages added after the build, are generated on their first request.
  return {paths, fallback: 'blocking'}
}

export const getStaticProps: GetStaticProps<BlogListPageProps> = (context) =>
  blogListStaticProps(context, parsePageParam(context.params?.page))
