import {render, screen, within} from '@testing-library/react'

import {ASK_LABEL, ExampleConversation} from './ExampleConversation'

const conversation = {
  avatar: {
    name: 'Amina',
    image: {src: '/content/images/amina-256x256.svg', width: 256, height: 256, alt: 'Amina, avatar humain'},
  },
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

  it('shows the avatar as decoration (its name is written beside it), and no field to type in that would not send', () => {
    const {container} = render(<ExampleConversation conversation={conversation} id="exemple" />)
    expect(container.querySelector('img')).toHaveAttribute('alt', '')
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('draws its question field as a button that asks for the assistant, with no script: its target is the request', () => {
    render(<ExampleConversation conversation={conversation} id="exemple" />)
    // Its only button; its name starts with the words it shows (WCAG 2.5.3).
    const field = screen.getByRole('button')
    expect(field).toHaveAccessibleName(ASK_LABEL)
    expect(field).toHaveTextContent(/^Posez votre question…$/u)
    expect(ASK_LABEL.startsWith('Posez votre question')).toBe(true)
    expect(field).toHaveAttribute('type', 'button')
    expect(field).toHaveAttribute('popovertargetaction', 'show')
    // An empty, hidden, manual popover next to it, which src/assistant/loader/ChatLoader.tsx reads as the request.
    const request = document.getElementById(field.getAttribute('popovertarget')!)
    expect(field.nextElementSibling).toBe(request)
    expect(request).toHaveAttribute('data-assistant-request', '')
    expect(request).toHaveAttribute('popover', 'manual')
    expect(request).toHaveAttribute('hidden')
    expect(request).toBeEmptyDOMElement()
  })
})
