import styles from './DocumentParts.module.css'

/** The id of its (hidden) heading, « Sur cette page »: one table of contents a page. */
export const PAGE_CONTENTS_ID = 'sur-cette-page'

interface PageContentsProps {
  items: readonly {id: string; title: string}[]
}

/** A long page's table of contents: a link to each of its parts' headings. */
export function PageContents({items}: PageContentsProps) {
  return (
    <nav className={styles.contents} aria-labelledby={PAGE_CONTENTS_ID}>
      <h2 id={PAGE_CONTENTS_ID} className="visually-hidden">
        Sur cette page
      </h2>
      <ol>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
