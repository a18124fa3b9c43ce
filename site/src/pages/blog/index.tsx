import type {GetStaticProps} from 'next'

import {BlogListPage, type BlogListPageProps} from '../../features/blog/BlogListPage'
import {blogListStaticProps} from '../../features/blog/blogStaticProps'

export default BlogListPage

export const getStaticProps: GetStaticProps<BlogListPageProps> = (context) => blogListStaticProps(context, 1)
