import {describe, expect, it} from '@jest/globals'
import {HOME_VALUES} from '@parlia/schemas/constants'
import {ShieldCheck} from 'lucide-static'

import {type Topic, topicIcon, valueIcon} from '../topicIcon'

const named = (topic: Topic) => topicIcon(topic).name

describe('topicIcon', () => {
  it('reads the subject a title names', () => {
    const cases: [string, string][] = [
      ['Chatbot et RGPD : le guide pratique pour déployer un assistant conforme', 'shield-check'],
      ['Voicebot : moderniser l’accueil téléphonique sans perdre le contact humain', 'phone'],
      ['L’assistant RH : répondre aux collaborateurs 24 h/24', 'users'],
      ['Support informatique : automatiser le niveau 0 avec un assistant virtuel', 'ticket'],
      ['IA générative et service public : réussir l’assistant virtuel de votre collectivité', 'sparkles'],
      ['Rédiger le cahier des charges de votre projet de chatbot', 'clipboard-list'],
      ['Le service public ouvert à toute heure', 'landmark'],
      ['Retour d’expérience : l’assistant virtuel du CHU de Valbonne', 'hospital'],
      ['Rentrée universitaire : 15 000 étudiants accompagnés', 'graduation-cap'],
    ]
    for (const [title, icon] of cases) expect([title, named({kind: 'whitePaper', title})]).toEqual([title, icon])
  })

  it('takes the subject the title names first', () => {
    expect(named({kind: 'post', title: 'Voicebot : désengorger l’accueil téléphonique d’une mairie'})).toBe('phone')
    expect(
      named({
        kind: 'webinar',
        title: 'Ville de Montclair : un assistant au service des habitants, en ligne et au téléphone',
      }),
    ).toBe('landmark')
  })

  it('falls back on the slug’s words, then the first category that has an icon, then a conversation', () => {
    expect(named({kind: 'post', title: 'Dix idées reçues', slug: 'dix-idees-recues-glpi'})).toBe('ticket')
    expect(
      named({kind: 'post', title: 'Dix idées reçues', categories: ['inconnue', 'support-interne', 'ia-generative']}),
    ).toBe('ticket')
    expect(named({kind: 'post', title: 'Dix idées reçues'})).toBe('messages-square')
  })

  it('gives each use case and solution the icon of its slug, whatever its title says', () => {
    expect(
      named({kind: 'useCase', slug: 'etablissement-sante', title: 'Un assistant virtuel pour orienter patients'}),
    ).toBe('hospital')
    expect(named({kind: 'useCase', slug: 'infogereur', title: 'Chatbot et callbot de niveau 0'})).toBe('network')
    expect(named({kind: 'solutionPage', slug: 'voicebot'})).toBe('phone')
    expect(named({kind: 'solutionPage', slug: 'editeur-no-code'})).toBe('mouse-pointer-click')
    // Outside its own family a slug is read for its words, not looked up.
    expect(named({kind: 'post', slug: 'infogereur'})).toBe('network')
  })

  it('returns Lucide’s shapes, ready to place in a drawing', () => {
    const {shapes} = topicIcon({kind: 'whitePaper', title: 'RGPD'})
    expect(shapes).not.toContain('<svg')
    expect(shapes).not.toMatch(/\n/)
    for (const path of ShieldCheck.match(/ d="[^"]+"/g)!) expect(shapes).toContain(path)
  })
})

describe('valueIcon', () => {
  it('gives each of the home page’s four values an icon of its own', () => {
    const icons = HOME_VALUES.map(({key}) => valueIcon(key).name)
    expect(icons).toEqual(['mouse-pointer-click', 'lock-open', 'shield-check', 'life-buoy'])
    expect(valueIcon('inconnue').name).toBe('messages-square')
  })
})
