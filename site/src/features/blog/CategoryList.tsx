import {blogCategoryPath} from '@parlia/schemas/pagedListings'

import type {BlogCategory} from './blogData'
import styles from './Blog.module.css'

const articles = (count: number) => `${count} article${count > 1 ? 's' : ''}`

interface CategoryListProps {
  categories: BlogCategory[]
  /** The slug of the category whose listing this is, if any. */
  current?: string
}

/** The blog's categories, each a link to its listing, and how many articles each holds. */
export function CategoryList({categories, current}: CategoryListProps) {
  if (categories.length === 0) return null
  return (
    <nav aria-labelledby="blog-categories-title" className={styles.panel}>
      <h2 id="blog-categories-title" className={styles.panelTitle}>
        Catégories
      </h2>
      <ul className={styles.categories}>
        {categories.map((category) => (
          <li key={category.id} className={styles.category}>
            <a
              href={blogCategoryPath(category.slug)}
              className={styles.categoryName}
              aria-current={category.slug === current ? 'page' : undefined}
            >
              {category.title}
            </a>
            <span className={styles.count}>{articles(category.count)}</span>
          </li>
        ))}
      </ul>
    </nav>
  )
}
