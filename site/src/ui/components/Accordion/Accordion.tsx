import {DEFAULT_ACCORDION_HEADING_LEVEL} from '@parlia/schemas/constants/components'
import {useEffect, useId, useState, type ReactNode} from 'react'

import {Heading, type HeadingLevel} from '../Heading'
import styles from './Accordion.module.css'

export interface AccordionItem {
  id: string
  /** The heading's id, for links to the item: the item opens when the address names it. */
  anchor?: string
  title: ReactNode
  content: ReactNode
}

export interface AccordionProps {
  items: AccordionItem[]
  /** Spec section 9: item headings are level 3 by default. */
  headingLevel?: HeadingLevel
}

/**
 * WAI-ARIA accordion: each heading holds a native button that shows or hides its panel.
 * A button and a state are all the pattern needs; no library weighs on the FAQ's budget.
 */
export function Accordion({items, headingLevel = DEFAULT_ACCORDION_HEADING_LEVEL}: AccordionProps) {
  return (
    <div className={styles.accordion}>
      {items.map((item) => (
        <AccordionSection key={item.id} item={item} headingLevel={headingLevel} />
      ))}
    </div>
  )
}

function AccordionSection({item, headingLevel}: {item: AccordionItem; headingLevel: HeadingLevel}) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const {anchor} = item
  useEffect(() => {
    if (!anchor) return
    const openWhenNamed = () => {
      if (decodeURIComponent(window.location.hash.slice(1)) === anchor) setOpen(true)
    }
    openWhenNamed()
    window.addEventListener('hashchange', openWhenNamed)
    return () => window.removeEventListener('hashchange', openWhenNamed)
  }, [anchor])
  return (
    <div className={styles.item}>
      <Heading level={headingLevel} className={styles.heading} id={anchor}>
        <button
          type="button"
          id={`${id}-button`}
          className={styles.button}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{item.title}</span>
          <span className={styles.icon} aria-hidden="true" />
        </button>
      </Heading>
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-button`} className={styles.panel} hidden={!open}>
        {item.content}
      </div>
    </div>
  )
}
