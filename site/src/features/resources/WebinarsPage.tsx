import {Section} from '../../ui/components/Section/Section'
import styles from '../../ui/pageParts/ContentPages.module.css'
import {DateText} from '../../ui/pageParts/DateText'
import {formatDuration} from '../../ui/pageParts/format'
import type {WithLayout} from '../../ui/layout/staticProps'
import {ListingHero} from '../listings/ListingHero'
import {RESOURCES_CRUMB, Separator} from './RequestAction'
import {ResourceCard} from './ResourceCard'
import type {WebinarsProps} from './resourceData'

/** /ressources/replay-webinars: the past webinars, whose replay is sent by e-mail on request. */
export function WebinarsPage({listing, webinars, layout}: WithLayout<WebinarsProps>) {
  return (
    <>
      <ListingHero listing={listing} brandName={layout.brandName} parents={[RESOURCES_CRUMB]} />
      <Section labelledBy="webinars-liste">
        <h2 id="webinars-liste" className="visually-hidden">
          Tous nos webinars
        </h2>
        <ul className={styles.grid3}>
          {webinars.map((webinar) => (
            <li key={webinar.id}>
              <ResourceCard
                id={webinar.id}
                anchor={webinar.anchor}
                title={webinar.title}
                cover={webinar.cover}
                requestLabel="Voir le replay"
                submitLabel="Recevoir le replay"
                contactEmail={layout.contactEmail}
                facts={
                  <>
                    Diffusé le <DateText value={webinar.date} />
                    {webinar.durationMinutes ? (
                      <>
                        <Separator />
                        {formatDuration(webinar.durationMinutes)}
                      </>
                    ) : null}
                  </>
                }
              >
                <p>{webinar.summary}</p>
                {webinar.speakers.length ? (
                  <>
                    <p className={styles.small}>
                      <strong>{webinar.speakers.length > 1 ? 'Intervenants' : 'Intervenant'}</strong>
                    </p>
                    <ul className={[styles.small, styles.muted].join(' ')}>
                      {webinar.speakers.map((speaker) => (
                        <li key={speaker.key}>
                          {speaker.name}, {speaker.role}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </ResourceCard>
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
