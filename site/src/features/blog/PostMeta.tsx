import {blogCategoryPath} from '@parlia/schemas/pagedListings'

import type {PostCardData} from './blogData'
import styles from './Blog.module.css'
import {formatDate} from '../../ui/pageParts/format'

interface PostMetaProps {
  post: Pick<PostCardData, 'publishedAt' | 'categories' | 'author' | 'readingMinutes'>
  /** The article page names its author; the cards of the list don't. */
  withAuthor?: boolean
}

/** An article's categories (links to their listings), publication date, reading time and, on its own page, its author. */
export function PostMeta({post, withAuthor = false}: PostMetaProps) {
  return (
    <div className={styles.meta}>
      {post.categories.length > 0 ? (
        <ul className={styles.tags} aria-label="Catégories">
          {post.categories.map((category) => (
            <li key={category.id}>
              <a href={blogCategoryPath(category.slug)} className={styles.tag}>
                {category.title}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.byline}>
        {withAuthor ? (
          <>
            Par <strong>{post.author.name}</strong>, {post.author.role}
            <span aria-hidden="true"> · </span>
          </>
        ) : null}
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
        <span aria-hidden="true"> · </span>
        {/* A duration: its machine-readable form is ISO 8601's (PT5M). */}
        <time dateTime={`PT${post.readingMinutes}M`}>{post.readingMinutes} min</time> de lecture
      </p>
    </div>
  )
}
