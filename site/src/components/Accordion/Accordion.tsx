import {Disclosure, DisclosureButton, DisclosurePanel} from '@headlessui/react'
import {DEFAULT_ACCORDION_HEADING_LEVEL} from '@parlia/schemas/constants'
import type {ReactNode} from 'react'

import {Heading, type HeadingLevel} from '../Heading'
import styles from './Accordion.module.css'

export interface AccordionItem {
  id: string
  title: ReactNode
  content: ReactNode
}

export interface AccordionProps {
  items: AccordionItem[]
  /** Spec section 9: item headings are level 3 by default. */
  headingLevel?: HeadingLevel
}

/** WAI-ARIA accordion: each heading holds a button that shows or hides its panel. */
export function Accordion({items, headingLevel = DEFAULT_ACCORDION_HEADING_LEVEL}: AccordionProps) {
  return (
    <div className={styles.accordion}>
      {items.map((item) => (
        <Disclosure key={item.id} as="div" className={styles.item}>
          <Heading level={headingLevel} className={styles.heading}>
            <DisclosureButton className={styles.button}>
              <span>{item.title}</span>
              <span className={styles.icon} aria-hidden="true" />
            </DisclosureButton>
          </Heading>
          <DisclosurePanel className={styles.panel}>{item.content}</DisclosurePanel>
        </Disclosure>
      ))}
    </div>
  )
}
