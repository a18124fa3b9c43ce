import {Button} from '../../../../ui/components/Button/Button'
import styles from './Hero.module.css'
import {ExampleConversation} from '../../../../ui/components/ExampleConversation/ExampleConversation'
import type {HomeData} from '../../homeData'

export function Hero({block: hero}: {block: HomeData['hero']}) {
  return (
    <div className={styles.hero}>
      <div className={styles.heroText}>
        <h1>{hero.title}</h1>
        <p className={styles.lead}>{hero.lead}</p>
        <div className={styles.ctas}>
          {hero.primaryCta.href ? <Button href={hero.primaryCta.href}>{hero.primaryCta.label}</Button> : null}
          {hero.secondaryCta?.href ? (
            <Button href={hero.secondaryCta.href} kind="secondary">
              {hero.secondaryCta.label}
            </Button>
          ) : null}
        </div>
      </div>
      <ExampleConversation conversation={hero.conversation} id="exemple-de-conversation" />
    </div>
  )
}
