import {pageTitle} from './pageTitle'

describe('pageTitle', () => {
  it('prefers the meta title and falls back to « title | brand »', () => {
    expect(pageTitle('Chatbot RH | Parlia', 'Ressources humaines', 'Parlia')).toBe('Chatbot RH | Parlia')
    expect(pageTitle(null, 'Mentions légales', 'Parlia')).toBe('Mentions légales | Parlia')
    expect(pageTitle('  ', 'Mentions légales', 'Parlia')).toBe('Mentions légales | Parlia')
  })
})
