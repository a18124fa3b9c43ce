/** @jest-environment node */
// The server's HTML, as a browser without JavaScript receives it: no window here, as in Next.js's server render.
import {renderToString} from 'react-dom/server'

import {publicEnv} from '../../platform/env/public'
import {RequestButton} from './RequestAction'

const html = renderToString(
  <RequestButton
    label="Recevoir cette estimation"
    submitLabel="Recevoir l’estimation"
    resource={{
      id: 'savingsCalculatorPage',
      title: 'Estimation : 80 h et 2 800 € économisés par mois',
      estimate: 'demandes=3000&part=40&minutes=4&cout=35',
    }}
    context="80 h et 2 800 € économisés par mois"
    contactEmail="contact@parlia.fr"
  />,
)
const fallback = /<noscript>(.*)<\/noscript>/su.exec(html)?.[1] ?? ''
const decoded = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"')

describe('RequestButton, as the server writes it', () => {
  it('offers a visitor without JavaScript an e-mail to the team, naming the estimate and its address', () => {
    expect(decoded(fallback.replace(/<!-- -->|<[^>]+>/gu, ''))).toBe(
      'Sans JavaScript, le formulaire ne s’ouvre pas : écrivez-nous à contact@parlia.fr.',
    )
    const mail = new URL(decoded(/href="([^"]+)"/u.exec(fallback)![1]!))
    expect(mail.protocol).toBe('mailto:')
    expect(mail.pathname).toBe('contact@parlia.fr')
    expect(mail.searchParams.get('subject')).toBe('Demande – Estimation : 80 h et 2 800 € économisés par mois')
    expect(mail.searchParams.get('body')).toBe(
      `Mes chiffres : ${publicEnv.siteUrl}/ressources/calculateur-economies?demandes=3000&part=40&minutes=4&cout=35`,
    )
  })
})
