import styles from './Footer.module.css'
import type {RenderedMarkup} from './layoutData'

/** The footer, around the markup the server rendered. */
export function Footer({content}: {content: RenderedMarkup}) {
  return <footer className={styles.footer} dangerouslySetInnerHTML={content} />
}
