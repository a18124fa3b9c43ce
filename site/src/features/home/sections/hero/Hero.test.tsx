import {render, screen, within} from '@testing-library/react'

import type {HomeData} from '../../homeData'
import {Hero} from './Hero'

const hero: HomeData['hero'] = {
  title: 'Un assistant virtuel qui connaît vos outils',
  lead: 'Répondez à vos usagers jour et nuit.',
  primaryCta: {label: 'Demander une démo', href: '/contact'},
  secondaryCta: {label: 'Découvrir la solution', href: '/solution'},
  conversation: {
    avatar: {
      name: 'Amina',
      image: {src: '/content/images/amina-256x256.svg', width: 256, height: 256, alt: 'Amina, avatar humain'},
    },
    question: 'Où en est mon ticket ?',
    answer: 'Il est pris en charge depuis ce matin.',
    source: {label: 'Chatbot GLPI', href: '/solution/connecteurs/glpi'},
    handover: {label: 'Parler à un conseiller', href: '/contact'},
  },
}

/** The links of the hero's text, outside the example conversation (which has links of its own). */
const ctaLinks = () => {
  const figure = screen.getByRole('figure')
  return screen.getAllByRole('link').filter((link) => !figure.contains(link))
}

describe('Hero', () => {
  it('titles the page with its one level-1 heading, followed by its lead', () => {
    render(<Hero block={hero} />)
    expect(screen.getAllByRole('heading')).toHaveLength(1)
    expect(
      screen.getByRole('heading', {level: 1, name: 'Un assistant virtuel qui connaît vos outils'}),
    ).toBeInTheDocument()
    expect(screen.getByText('Répondez à vos usagers jour et nuit.')).toBeInTheDocument()
  })

  it('offers its two calls to action as links, the primary first', () => {
    render(<Hero block={hero} />)
    const [primary, secondary] = ctaLinks()
    expect(ctaLinks()).toHaveLength(2)
    expect(primary).toHaveAccessibleName('Demander une démo')
    expect(primary).toHaveAttribute('href', '/contact')
    expect(secondary).toHaveAccessibleName('Découvrir la solution')
    expect(secondary).toHaveAttribute('href', '/solution')
  })

  it('shows only the primary call to action when there is no secondary one', () => {
    render(<Hero block={{...hero, secondaryCta: null}} />)
    const links = ctaLinks()
    expect(links).toHaveLength(1)
    expect(links[0]).toHaveAccessibleName('Demander une démo')
    expect(screen.queryByRole('link', {name: 'Découvrir la solution'})).toBeNull()
  })

  it('shows its example conversation as a figure named for the assistant, the avatar decorative', () => {
    render(<Hero block={hero} />)
    const figure = screen.getByRole('figure', {name: 'Exemple de conversation avec l’assistant virtuel Amina'})
    expect(figure).toHaveAttribute('aria-labelledby', 'exemple-de-conversation')
    const [question, answer] = within(figure).getAllByRole('listitem')
    expect(question).toHaveTextContent('Vous : Où en est mon ticket ?')
    expect(answer).toHaveTextContent(/^Amina : Il est pris en charge depuis ce matin\./)
    expect(within(figure).getByRole('link', {name: 'Chatbot GLPI'})).toHaveAttribute(
      'href',
      '/solution/connecteurs/glpi',
    )
    expect(within(figure).queryByRole('img')).toBeNull()
    const avatar = figure.querySelector('img')!
    expect(avatar).toHaveAttribute('alt', '')
    expect(avatar).toHaveAttribute('src', '/content/images/amina-256x256.svg')
  })

  it('draws the conversation without an avatar image when the assistant has none', () => {
    render(<Hero block={{...hero, conversation: {...hero.conversation, avatar: {name: 'Amina', image: null}}}} />)
    expect(
      screen.getByRole('figure', {name: 'Exemple de conversation avec l’assistant virtuel Amina'}),
    ).toBeInTheDocument()
    expect(document.querySelector('img')).toBeNull()
  })
})
