import styles from './Footer.module.css'
import type {RenderedMarkup} from '../markup/renderedMarkup'

/** The footer, around the markup the server rendered (left out of the page's data: markup/renderedMarkup.ts). */
export function Footer({content}: {content: RenderedMarkup}) {
  return (
    <footer
      className={styles.footer}
      dangerouslySetInnerHTML={{__html: content.__html ?? ''}}
      suppressHydrationWarning
    />
  )
}
