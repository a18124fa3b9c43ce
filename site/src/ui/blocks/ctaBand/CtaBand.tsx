import {Button} from '../../components/Button/Button'
import {Section} from '../../components/Section/Section'
import styles from './CtaBand.module.css'

export interface CtaAction {
  label: string
  href: string
}

interface CtaBandProps {
  id: string
  title: string
  text: string
  primary: CtaAction
  secondary: CtaAction
}

/** The closing call to action of a page, on the dark band: the action it leads to, and another way to go on. */
export function CtaBand({id, title, text, primary, secondary}: CtaBandProps) {
  return (
    <Section labelledBy={id} tone="dark">
      <div className={styles.cta}>
        <h2 id={id}>{title}</h2>
        <p>{text}</p>
        <div className={styles.actions}>
          <Button href={primary.href} kind="theme">
            {primary.label}
          </Button>
          <Button href={secondary.href} kind="secondary">
            {secondary.label}
          </Button>
        </div>
      </div>
    </Section>
  )
}
