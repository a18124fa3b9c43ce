import {ContentImage} from '../../ui/components/ContentImage/ContentImage'
import type {AvatarPageData} from './avatarData'
import {ORIGINAL_KEY} from './avatarModel'
import styles from './Avatars.module.css'

interface AvatarComparisonProps {
  name: string
  variations: AvatarPageData['variations']
  archive: AvatarPageData['archive']
}

/**
 * Every variation side by side (the original is the page's hero), each opening its own image, and the ZIP of them all: plain markup beside the
 * carousel, so comparing them needs no script.
 */
export function AvatarComparison({name, variations, archive}: AvatarComparisonProps) {
  return (
    <div className={styles.comparison}>
      <h3 className={styles.comparisonTitle}>Toutes les variations de {name} côte à côte</h3>
      <ul className={styles.comparisonGrid}>
        {variations
          .filter(({key}) => key !== ORIGINAL_KEY)
          .map((variation) => (
            <li key={variation.key}>
              <a href={variation.downloads.svg.href} className={styles.comparisonItem}>
                <ContentImage image={variation.image} decorative className={styles.comparisonImage} sizes="8rem" />
                <span>{variation.label}</span>
              </a>
            </li>
          ))}
      </ul>
      {archive ? (
        <p className={styles.archive}>
          <a href={archive.href} download={archive.filename} className={styles.archiveLink}>
            {archive.label}
          </a>
        </p>
      ) : null}
    </div>
  )
}
