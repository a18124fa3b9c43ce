import styles from './ContentPages.module.css'
import {sectorTitle} from './sectors'

/** A customer's sector as a tag, named as such for screen readers. */
export function SectorTag({sector}: {sector: string}) {
  return (
    <p className={styles.tags}>
      <span className={styles.tag}>
        <span className="visually-hidden">Secteur : </span>
        {sectorTitle(sector)}
      </span>
    </p>
  )
}
