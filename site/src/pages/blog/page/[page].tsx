import type {GetStaticPaths, GetStaticProps} from 'next'

import {BlogListPage, type BlogListPageProps} from '../../../features/blog/BlogListPage'
import {getBlogPageCount} from '../../../features/blog/blogData'
import {blogListStaticProps} from '../../../features/blog/blogStaticProps'
import {listPageStaticPaths, parsePageParam} from '../../../features/listings/paging'

/**
 * Page N of the blog list. Visitors reach it as /blog?page=N (a rewrite in next.config.ts), so
 * the page arrives server-rendered while staying static. Anything but an existing page is a 404.
 */
export default BlogListPage

export const getStaticPaths: GetStaticPaths = async () => listPageStaticPaths(await getBlogPageCount())

export const getStaticProps: GetStaticProps<BlogListPageProps> = (context) =>
  blogListStaticProps(context, parsePageParam(context.params?.page))
