import type {RenderedMarkup} from '../../markup/renderedMarkup'
import styles from './RichText.module.css'

/**
 * Rich text from the studio, as the server rendered it (renderRichText.tsx), in the site's typography. Its markup is in
 * the page, not in the page's data (markup/renderedMarkup.ts).
 */
export function RichText({content}: {content: RenderedMarkup}) {
  return (
    <div
      className={styles.richText}
      dangerouslySetInnerHTML={{__html: content.__html ?? ''}}
      suppressHydrationWarning
    />
  )
}
