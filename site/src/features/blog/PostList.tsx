import {PAGED_LISTINGS} from '@parlia/schemas/pagedListings'

import {Pagination} from '../../ui/components/Pagination/Pagination'
import type {PostCardData} from './blogData'
import styles from './Blog.module.css'
import {PostCard} from './PostCard'

interface PostListProps {
  title: string
  posts: PostCardData[]
  page: number
  total: number
  /** The public URL of each page of the list. */
  hrefFor: (page: number) => string
  paginationLabel: string
}

/** The articles of one page of a blog list (the blog's, a category's), then the pages of that list. */
export function PostList({title, posts, page, total, hrefFor, paginationLabel}: PostListProps) {
  return (
    <section aria-labelledby="blog-articles-title" className={styles.articles}>
      <h2 id="blog-articles-title" className={styles.listTitle}>
        {title}
      </h2>
      {posts.length > 0 ? (
        <ul className={styles.grid}>
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      ) : (
        <p>Aucun article n’est publié pour le moment.</p>
      )}
      <Pagination
        page={page}
        pageSize={PAGED_LISTINGS.blog.pageSize}
        total={total}
        hrefFor={hrefFor}
        label={paginationLabel}
      />
    </section>
  )
}
