import styles from './Footer.module.css'
import type {RenderedMarkup} from './layoutData'

/**
 * The footer, around the markup the server rendered. In the browser the page's data leaves that markup out
 * (WithoutFooterMarkup): React never writes inner HTML while it hydrates, and afterwards only markup that differs from
 * what it was last given, so the server's stays; a preview's refreshed props bring it again, and it is written.
 */
export function Footer({content}: {content?: RenderedMarkup}) {
  return <footer className={styles.footer} dangerouslySetInnerHTML={content ?? {__html: ''}} suppressHydrationWarning />
}
