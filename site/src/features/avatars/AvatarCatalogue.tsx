import {avatarPath} from '@parlia/schemas/routes'
import {useSyncExternalStore} from 'react'

import {Card} from '../../ui/components/Card/Card'
import {ContentImage} from '../../ui/components/ContentImage/ContentImage'
import type {AvatarCatalogueData} from './avatarData'
import styles from './Avatars.module.css'

const ALL_ANCHOR = 'catalogue'

const subscribeHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}
const currentHash = () => window.location.hash.slice(1)
const noHash = () => ''

/**
 * The catalogue by category. The filter is plain links to each category's section: CSS (`:target`)
 * shows only the targeted category, so it works without JavaScript; the script only marks the
 * current link.
 */
export function AvatarCatalogue({categories}: {categories: AvatarCatalogueData['categories']}) {
  const hash = useSyncExternalStore(subscribeHash, currentHash, noHash)
  const active = categories.some((category) => category.anchor === hash) ? hash : ALL_ANCHOR

  return (
    <div id={ALL_ANCHOR} className={styles.catalogue}>
      <nav aria-label="Catégories d’avatars" className={styles.categoryNav}>
        <ul>
          <li>
            <a href={`#${ALL_ANCHOR}`} aria-current={active === ALL_ANCHOR ? 'true' : undefined}>
              Tous
            </a>
          </li>
          {categories.map((category) => (
            <li key={category.slug}>
              <a href={`#${category.anchor}`} aria-current={active === category.anchor ? 'true' : undefined}>
                {category.title} <span className={styles.count}>({category.avatars.length})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {categories.map((category) => (
        <section
          key={category.slug}
          id={category.anchor}
          aria-labelledby={`${category.anchor}-titre`}
          className={styles.category}
        >
          <h2 id={`${category.anchor}-titre`}>{category.title}</h2>
          {category.avatars.length ? (
            <ul className={styles.grid}>
              {category.avatars.map((avatar) => (
                <li key={avatar.id}>
                  <Card
                    title={avatar.name}
                    titleLevel={3}
                    href={avatarPath(avatar.avatarId)}
                    media={avatar.image ? <ContentImage image={avatar.image} className={styles.cardImage} /> : null}
                  >
                    <p>{avatar.description}</p>
                  </Card>
                </li>
              ))}
            </ul>
          ) : (
            <p>Aucun avatar dans cette catégorie pour le moment.</p>
          )}
        </section>
      ))}
    </div>
  )
}
