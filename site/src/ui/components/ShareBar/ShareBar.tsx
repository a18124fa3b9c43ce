import {useId} from 'react'

import styles from './ShareBar.module.css'

interface ShareBarProps {
  /** Absolute URL of the page to share. */
  url: string
  title: string
}

/** Sharing by plain links: no third-party script loads, so nothing is tracked before consent. */
function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return [
    {network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`},
    {network: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}`},
    {network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`},
    {network: 'e-mail', href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n${url}`)}`},
  ]
}

export function ShareBar({url, title}: ShareBarProps) {
  const labelId = useId()
  return (
    <div className={styles.share}>
      <p className={styles.label} id={labelId}>
        Partager
      </p>
      <ul aria-labelledby={labelId} className={styles.links}>
        {shareLinks(url, title).map(({network, href}) => (
          <li key={network}>
            {network === 'e-mail' ? (
              <a href={href} className={styles.link}>
                Par e-mail
              </a>
            ) : (
              <a href={href} className={styles.link} target="_blank" rel="noopener noreferrer">
                {network}
                <span className="visually-hidden"> (nouvel onglet)</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
