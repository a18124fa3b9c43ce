import styles from './Quote.module.css'

export interface QuoteData {
  text: string
  author: string
  role: string
}

/** A customer's own words, with who said them. */
export function Quote({quote}: {quote: QuoteData}) {
  return (
    <figure className={styles.quote}>
      <blockquote>
        <p>« {quote.text} »</p>
      </blockquote>
      <figcaption>
        {quote.author}, {quote.role}
      </figcaption>
    </figure>
  )
}
