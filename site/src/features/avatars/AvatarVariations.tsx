import {useId, useState} from 'react'

import {Button} from '../../ui/components/Button/Button'
import {Carousel} from '../../ui/components/Carousel/Carousel'
import {ContentImage} from '../../ui/components/ContentImage/ContentImage'
import type {AvatarPageData} from './avatarData'
import type {SeasonSlug} from './avatarModel'
import styles from './Avatars.module.css'

interface AvatarVariationsProps {
  name: string
  variations: AvatarPageData['variations']
  seasons: AvatarPageData['seasons']
}

/**
 * An avatar's variations in the carousel, narrowed by season (Noël, Halloween, Été), and the download
 * of the variation on screen in SVG and PNG.
 */
export function AvatarVariations({name, variations, seasons}: AvatarVariationsProps) {
  const [season, setSeason] = useState<SeasonSlug | null>(null)
  const [selected, setSelected] = useState(0)
  const filterLabel = useId()
  const shown = season ? variations.filter((variation) => variation.season === season) : variations
  const current = shown[Math.min(selected, shown.length - 1)]

  const choose = (next: SeasonSlug | null) => {
    setSeason(next)
    setSelected(0)
  }

  return (
    <div className={styles.variations}>
      {seasons.length > 0 ? (
        <div role="group" aria-labelledby={filterLabel} className={styles.filters}>
          <span id={filterLabel} className={styles.filtersLabel}>
            Filtrer par saison
          </span>
          <Button
            size="sm"
            kind={season === null ? 'primary' : 'secondary'}
            aria-pressed={season === null}
            onClick={() => choose(null)}
          >
            Toutes
          </Button>
          {seasons.map((entry) => (
            <Button
              key={entry.slug}
              size="sm"
              kind={season === entry.slug ? 'primary' : 'secondary'}
              aria-pressed={season === entry.slug}
              onClick={() => choose(entry.slug)}
            >
              {entry.title}
            </Button>
          ))}
        </div>
      ) : null}
      <Carousel
        // A new set of slides starts a new carousel, on its first slide.
        key={season ?? 'toutes'}
        label={`Variations de ${name}`}
        className={styles.variationCarousel}
        onSelect={setSelected}
        slides={shown.map((variation) => ({
          key: variation.key,
          label: variation.label,
          zoomable: true,
          content: (
            <ContentImage
              image={variation.image}
              loading="eager"
              className={styles.variationImage}
              sizes="(min-width: 40rem) 20rem, 80vw"
            />
          ),
          caption: <p className={styles.variationCaption}>{variation.label}</p>,
        }))}
      >
        {current ? (
          <div className={styles.downloads}>
            <p className={styles.downloadsTitle}>
              Télécharger la variation affichée : <strong>{current.label}</strong>
            </p>
            <div className={styles.downloadLinks}>
              <Button size="md" href={current.downloads.svg.href} download={current.downloads.svg.filename}>
                Télécharger en SVG
              </Button>
              {current.downloads.png ? (
                <Button
                  size="md"
                  kind="secondary"
                  href={current.downloads.png.href}
                  download={current.downloads.png.filename}
                >
                  Télécharger en PNG
                </Button>
              ) : null}
            </div>
          </div>
        ) : null}
      </Carousel>
    </div>
  )
}
