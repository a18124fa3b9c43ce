import type {BlogCategory} from './blogData'
import styles from './Blog.module.css'

const articles = (count: number) => `${count} article${count > 1 ? 's' : ''}`

/** The blog's categories and how many articles each holds. */
export function CategoryList({categories}: {categories: BlogCategory[]}) {
  if (categories.length === 0) return null
  return (
    <section aria-labelledby="blog-categories-title" className={styles.panel}>
      <h2 id="blog-categories-title" className={styles.panelTitle}>
        Catégories
      </h2>
      <ul className={styles.categories}>
        {categories.map((category) => (
          <li key={category.id} className={styles.category}>
            <span className={styles.categoryName}>{category.title}</span>
            <span className={styles.count}>{articles(category.count)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
