import styles from './Pagination.module.css'
import {pageCount, paginationWindow} from './paginationWindow'

interface PaginationProps {
  page: number
  pageSize: number
  total: number
  /** The URL of a page: real links, so crawlers and visitors without JavaScript follow them. */
  hrefFor: (page: number) => string
  label?: string
}

export function Pagination({page, pageSize, total, hrefFor, label = 'Pagination'}: PaginationProps) {
  const last = pageCount(total, pageSize)
  if (last <= 1) return null
  const previous = page > 1 ? page - 1 : null
  const next = page < last ? page + 1 : null
  return (
    <nav aria-label={label} className={styles.pagination}>
      {previous ? (
        <a href={hrefFor(previous)} className={styles.step} rel="prev">
          <span aria-hidden="true">←</span> Précédent
        </a>
      ) : (
        <span className={styles.step} aria-disabled="true">
          <span aria-hidden="true">←</span> Précédent
        </span>
      )}
      <ol className={styles.pages}>
        {paginationWindow(page, last).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true" className={styles.ellipsis}>
              …
            </li>
          ) : (
            <li key={item}>
              <a
                href={hrefFor(item)}
                className={styles.page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </a>
            </li>
          ),
        )}
      </ol>
      <p className={styles.status}>
        <span className="visually-hidden">Page </span>
        {page} / {last}
      </p>
      {next ? (
        <a href={hrefFor(next)} className={styles.step} rel="next">
          Suivant <span aria-hidden="true">→</span>
        </a>
      ) : (
        <span className={styles.step} aria-disabled="true">
          Suivant <span aria-hidden="true">→</span>
        </span>
      )}
    </nav>
  )
}
