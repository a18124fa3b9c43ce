import {postPath} from '@parlia/schemas/routes'

import {Card} from '../../ui/components/Card/Card'
import {ContentImage} from '../../ui/components/ContentImage/ContentImage'
import type {HeadingLevel} from '../../ui/components/Heading'
import type {PostCardData} from './blogData'
import styles from './Blog.module.css'
import {PostMeta} from './PostMeta'

interface PostCardProps {
  post: PostCardData
  /** Level 3 under the h2 of the list (the default), per the page outline otherwise. */
  titleLevel?: HeadingLevel
}

/** An article in a list: cover, title, categories, date, excerpt and the action that opens it. */
export function PostCard({post, titleLevel = 3}: PostCardProps) {
  return (
    <Card
      title={post.title}
      titleLevel={titleLevel}
      media={
        post.cover ? (
          <ContentImage
            image={post.cover}
            className={styles.cover}
            sizes="(min-width: 75rem) 24rem, (min-width: 40rem) 50vw, 100vw"
          />
        ) : null
      }
      footer={
        <a href={postPath(post.postId)} className={styles.read}>
          Lire l’article<span className="visually-hidden"> « {post.title} »</span>
          <span aria-hidden="true">→</span>
        </a>
      }
    >
      <PostMeta post={post} />
      <p className={styles.excerpt}>{post.excerpt}</p>
    </Card>
  )
}
