import {askingPart} from './focus'

describe('the part of a message that asks', () => {
  it('sets aside the greeting and who writes, keeping the context and the question', () => {
    expect(
      askingPart(
        'Bonjour, je suis DSI d’une communauté de communes de 40 000 habitants. Nous avons déjà une mascotte. Pouvez-vous la mettre dans le chatbot ? Merci d’avance.',
      ),
    ).toBe('Nous avons déjà une mascotte. Pouvez-vous la mettre dans le chatbot ?')
  })

  it('keeps a one-sentence message whole, and an introduction that asks', () => {
    expect(askingPart('Bonjour, je suis DSI, vos données sont hébergées où ?')).toBe(
      'Bonjour, je suis DSI, vos données sont hébergées où ?',
    )
    expect(askingPart('Je suis DPO. Je suis DPO, où sont vos serveurs ?')).toBe('Je suis DPO, où sont vos serveurs ?')
  })

  it('keeps the whole message when nothing else is left', () => {
    expect(askingPart('Bonjour. Je travaille dans une mairie.')).toBe('Bonjour. Je travaille dans une mairie.')
  })
})
