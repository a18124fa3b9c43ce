import {CONNECTOR_CATEGORIES} from '@parlia/schemas/constants'

import styles from './Search.module.css'

interface CategoryFiltersProps {
  /** The ticked category slugs. */
  selected: readonly string[]
  counts: Readonly<Record<string, number>>
  onToggle: (slug: string) => void
}

/**
 * The 16 categories of the spec as checkboxes, always all listed (in the spec's order, with
 * their French titles), with the number of connectors each would show. Ticking one refines the
 * search and the URL (`?tags=`); without JavaScript they are plain form fields named `tags`.
 */
export function CategoryFilters({selected, counts, onToggle}: CategoryFiltersProps) {
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.legend}>Catégories</legend>
      <ul className={styles.filterList}>
        {CONNECTOR_CATEGORIES.map((category) => {
          const id = `categorie-${category.slug}`
          const count = counts[category.slug] ?? 0
          return (
            <li key={category.slug}>
              <input
                id={id}
                type="checkbox"
                name="tags"
                value={category.slug}
                className={styles.checkbox}
                checked={selected.includes(category.slug)}
                onChange={() => onToggle(category.slug)}
              />
              <label htmlFor={id} className={styles.filterLabel}>
                {category.title}
                <span className={styles.count}>
                  <span className="visually-hidden"> : </span>
                  {count}
                  <span className="visually-hidden"> {count > 1 ? 'connecteurs' : 'connecteur'}</span>
                </span>
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
