import pageStyles from '../ContentPages.module.css'
import {DateText} from '../DateText'
import styles from './DocumentParts.module.css'

/** A file a page offers: its address and its format's name (« PDF », « Word »). */
export interface Download {
  href: string
  format: string
}

interface DocumentCardProps {
  /** What the document is (« Accord de traitement »): above its title. */
  kind: string
  title: string
  summary: string
  /** ISO date of the version offered. */
  version: string
  downloads: readonly Download[]
  /** The title's level in the page. */
  titleLevel?: 2 | 3
}

/** A document to download directly, in one or more formats, with the date of its version. */
export function DocumentCard({kind, title, summary, version, downloads, titleLevel = 3}: DocumentCardProps) {
  const Title = titleLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={`${pageStyles.feature} ${styles.document}`}>
      <p className={styles.kind}>{kind}</p>
      <Title>{title}</Title>
      <p>{summary}</p>
      <p className={pageStyles.muted}>
        Version du <DateText value={version} /> · {downloads.map(({format}) => format).join(', ')}
      </p>
      <ul className={styles.downloads}>
        {downloads.map(({href, format}) => (
          <li key={href}>
            <a href={href} download>
              Télécharger<span className="visually-hidden"> {title}</span> ({format})
            </a>
          </li>
        ))}
      </ul>
    </article>
  )
}
