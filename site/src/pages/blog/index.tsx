import type {GetStaticProps} from 'next'

import {BlogListPage, type BlogListPageProps} from '../../blog/BlogListPage'
import {blogListStaticProps} from '../../blog/blogStaticProps'

export default BlogListPage

export const getStaticProps: GetStaticProps<BlogListPageProps> = (context) => blogListStaticProps(context, 1)
