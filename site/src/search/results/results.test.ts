/** @jest-environment node */
import {HIGHLIGHT_TAGS, markHighlight, splitHighlight} from './highlight'
import {type ConnectorHit, connectorHit, connectorHitView, type FaqHit, faqHit, faqHitView} from './hits'

const tagged = (text: string) => `${HIGHLIGHT_TAGS.highlightPreTag}${text}${HIGHLIGHT_TAGS.highlightPostTag}`

describe('highlights', () => {
  it('cut a value into the text as written and its matches, alternately', () => {
    expect(splitHighlight('Faut-il savoir coder ?')).toEqual(['Faut-il savoir coder ?'])
    expect(splitHighlight(`Parlia et le ${tagged('RGPD')} ?`)).toEqual(['Parlia et le ', 'RGPD', ' ?'])
    expect(splitHighlight(tagged('GLPI'))).toEqual(['', 'GLPI'])
    expect(splitHighlight(`${tagged('Lu')}cca ${tagged('Pa')}ie`)).toEqual(['', 'Lu', 'cca ', 'Pa', 'ie'])
    expect(splitHighlight(`Parlia & l'${tagged('API')} "REST" : <limites> ?`)).toEqual([
      "Parlia & l'",
      'API',
      ' "REST" : <limites> ?',
    ])
    expect(splitHighlight(`deux\n\n${tagged('lignes')}`)).toEqual(['deux\n\n', 'lignes'])
  })

  it('give back the value the search answered', () => {
    for (const value of ['sans', tagged('GLPI'), `a ${tagged('b')} c ${tagged('d')}`, `${tagged('x')}${tagged('y')}`]) {
      expect(markHighlight(splitHighlight(value))).toBe(value)
    }
  })
})

describe('hits', () => {
  it('of the catalogue become what its cards show, and back', () => {
    const hit: ConnectorHit = {
      objectID: 'connector-glpi',
      title: 'GLPI',
      slug: 'glpi',
      categories: ['itsm'],
      description: 'Vos tickets.',
      logo: '/content/images/glpi.svg',
      _highlightResult: {title: {value: tagged('GL') + 'PI'}},
    }
    const view = connectorHitView(hit)
    expect(view).toEqual({
      id: 'connector-glpi',
      slug: 'glpi',
      title: ['', 'GL', 'PI'],
      description: 'Vos tickets.',
      categories: ['itsm'],
      logo: '/content/images/glpi.svg',
    })
    expect(connectorHit(view)).toEqual(hit)
  })

  it('of the FAQ become its questions and answers, and back; an attribute left unhighlighted is shown as written', () => {
    const hit: FaqHit = {
      objectID: 'faq-1',
      question: 'Parlia et le RGPD ?',
      anchor: 'parlia-et-le-rgpd',
      answer: 'Oui.',
      category: 'securite',
      _highlightResult: {question: {value: `Parlia et le ${tagged('RGPD')} ?`}, answer: {value: 'Oui.'}},
    }
    expect(faqHit(faqHitView(hit))).toEqual(hit)
    const {_highlightResult, ...unhighlighted} = hit
    expect(faqHitView(unhighlighted)).toMatchObject({question: ['Parlia et le RGPD ?'], answer: ['Oui.']})
    expect(_highlightResult).toBeDefined()
  })
})
