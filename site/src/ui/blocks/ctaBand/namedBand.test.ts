import {namedBand} from './namedBand'

describe('namedBand', () => {
  it('writes the page’s name wherever the band says {nom}, and leaves the rest as written', () => {
    expect(
      namedBand({title: 'Un projet avec {nom} ?', text: 'Reliez {nom} à vos outils : {nom} et les autres.'}, 'GLPI'),
    ).toEqual({title: 'Un projet avec GLPI ?', text: 'Reliez GLPI à vos outils : GLPI et les autres.'})
    expect(namedBand({title: 'Parlons-en', text: 'Sans nom.'}, 'GLPI')).toEqual({
      title: 'Parlons-en',
      text: 'Sans nom.',
    })
  })
})
