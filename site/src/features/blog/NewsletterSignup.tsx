import {Button} from '../../ui/components/Button/Button'
import styles from './Blog.module.css'

interface NewsletterSignupProps {
  /** The external sign-up page (site settings); it opens in a new tab. */
  url: string
  brandName: string
}

export function NewsletterSignup({url, brandName}: NewsletterSignupProps) {
  return (
    <section aria-labelledby="blog-newsletter-title" className={`${styles.panel} ${styles.newsletter}`}>
      <h2 id="blog-newsletter-title" className={styles.panelTitle}>
        Ne manquez aucun article
      </h2>
      <p>
        Chaque mois, la newsletter {brandName} réunit nos nouveaux articles, nos retours d’expérience et nos webinars.
      </p>
      <Button href={url} size="md" target="_blank" rel="noopener noreferrer">
        S’abonner à la newsletter
        <span className="visually-hidden"> (nouvel onglet)</span>
      </Button>
    </section>
  )
}
