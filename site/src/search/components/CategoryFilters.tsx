import {CONNECTOR_CATEGORIES} from '@parlia/schemas/constants'
import {useInstantSearch, useRefinementList} from 'react-instantsearch'

import {CATEGORY_ATTRIBUTE} from '../routing'
import styles from './Search.module.css'

/**
 * The 16 categories of the spec as checkboxes, always all listed (in the spec's order, with
 * their French titles), with the number of connectors each would show. Ticking one refines the
 * search and the URL (`?tags=`); without JavaScript they are plain form fields named `tags`.
 */
export function CategoryFilters() {
  const {items, refine} = useRefinementList({attribute: CATEGORY_ATTRIBUTE, limit: CONNECTOR_CATEGORIES.length, operator: 'or'})
  const {indexUiState} = useInstantSearch()
  const refined = new Set(indexUiState.refinementList?.[CATEGORY_ATTRIBUTE] ?? [])
  const counts = new Map(items.map((item) => [item.value, item.count]))

  return (
    <fieldset className={styles.filters}>
      <legend className={styles.legend}>Catégories</legend>
      <ul className={styles.filterList}>
        {CONNECTOR_CATEGORIES.map((category) => {
          const id = `categorie-${category.slug}`
          const count = counts.get(category.slug) ?? 0
          return (
            <li key={category.slug}>
              <input
                id={id}
                type="checkbox"
                name="tags"
                value={category.slug}
                className={styles.checkbox}
                checked={refined.has(category.slug)}
                onChange={() => refine(category.slug)}
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
