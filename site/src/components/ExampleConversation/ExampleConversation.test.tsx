import {render, screen, within} from '@testing-library/react'

import {ExampleConversation} from './ExampleConversation'

const conversation = {
  avatar: {name: 'Amina', image: {src: '/content/images/amina-256x256.svg', width: 256, height: 256, alt: 'Amina, avatar humain'}},
  question: 'Mon ticket GLPI n° 4521 est toujours ouvert : où en est-il ?',
  answer: 'Votre ticket n° 4521 est pris en charge par le support depuis ce matin.',
  source: {label: 'Chatbot GLPI', href: '/solution/connecteurs/glpi'},
  handover: {label: 'Parler à un conseiller', href: '/contact'},
}

describe('an example conversation', () => {
  it('is a figure named for its assistant, whose exchange reads in order with who speaks', () => {
    render(<ExampleConversation conversation={conversation} id="exemple" />)
    const figure = screen.getByRole('figure', {name: 'Exemple de conversation avec l’assistant virtuel Amina'})
    const [question, answer] = within(figure).getAllByRole('listitem')
    expect(question).toHaveTextContent('Vous : Mon ticket GLPI n° 4521 est toujours ouvert : où en est-il ?')
    expect(answer).toHaveTextContent(/^Amina : Votre ticket n° 4521 est pris en charge/)
  })

  it('cites its source and offers a person, as links that work', () => {
    render(<ExampleConversation conversation={conversation} id="exemple" />)
    expect(screen.getByRole('link', {name: 'Chatbot GLPI'})).toHaveAttribute('href', '/solution/connecteurs/glpi')
    expect(screen.getByRole('link', {name: 'Parler à un conseiller'})).toHaveAttribute('href', '/contact')
  })

  it('shows the avatar as decoration (its name is written beside it) and no control that does nothing', () => {
    const {container} = render(<ExampleConversation conversation={conversation} id="exemple" />)
    expect(container.querySelector('img')).toHaveAttribute('alt', '')
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
