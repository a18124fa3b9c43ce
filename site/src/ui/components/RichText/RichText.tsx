import type {RenderedRichText} from './renderRichText'
import styles from './RichText.module.css'

/** Rich text from the studio, as the server rendered it (renderRichText.tsx), in the site's typography. */
export function RichText({content}: {content: RenderedRichText}) {
  return <div className={styles.richText} dangerouslySetInnerHTML={content} />
}
