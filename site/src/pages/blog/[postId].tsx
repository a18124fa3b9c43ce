import type {GetStaticPaths, GetStaticProps} from 'next'

import {getPostIds} from '../../features/blog/blogData'
import {postStaticProps} from '../../features/blog/blogStaticProps'
import {PostPage, type PostPageProps} from '../../features/blog/PostPage'

export default PostPage

export const getStaticPaths: GetStaticPaths = async () => {
  const postIds = await getPostIds()
  // Articles published after the build are generated on their first request; deleted ones answer 404.
  return {paths: postIds.map((postId) => ({params: {postId}})), fallback: 'blocking'}
}

export const getStaticProps: GetStaticProps<PostPageProps> = (context) =>
  postStaticProps(context, context.params?.postId)
