import {meaningfulWords, questionUnits} from './questionUnits'

const GROUPS = [
  ['prix', 'tarif', 'coût', 'combien'],
  ['données personnelles', 'RGPD'],
  ['signature électronique', 'e-signature'],
]

describe('questionUnits', () => {
  it('makes each meaningful word of a question a unit, without stop words, greetings nor the words of asking', () => {
    expect(questionUnits('Bonjour, comment vous hébergez les données où, svp ?', GROUPS)).toEqual([
      {alternatives: [['hebergez']]},
      {alternatives: [['donnees']]},
    ])
  })

  it('makes the words of a synonym group the question names one unit, said by any term of the group', () => {
    expect(questionUnits('Combien coûte Parlia ?', GROUPS)).toEqual([
      {alternatives: [['prix'], ['tarif'], ['cout'], ['combien']]},
      {alternatives: [['coute']]},
      {alternatives: [['parlia']]},
    ])
    expect(questionUnits('que faites-vous de mes données personnelles ?', GROUPS)).toEqual([
      {alternatives: [['donnees', 'personnelles'], ['rgpd']]},
      {alternatives: [['faites']]},
    ])
    // A term's words too short to mean anything on their own are left out (« e » of « e-signature »).
    expect(questionUnits('signature electronique', GROUPS)[0]!.alternatives).toEqual([
      ['signature', 'electronique'],
      ['signature'],
    ])
    // A word of a term the question does not say stays its own unit: « données » alone is not « données personnelles ».
    expect(questionUnits('vos données et le RGPD', GROUPS)).toEqual([
      {alternatives: [['donnees', 'personnelles'], ['rgpd']]},
      {alternatives: [['donnees']]},
    ])
  })

  it('leaves a group aside when the question says all of its terms: each word is asked for itself', () => {
    expect(questionUnits('le RGPD et les données personnelles', GROUPS)).toEqual([
      {alternatives: [['rgpd']]},
      {alternatives: [['donnees']]},
      {alternatives: [['personnelles']]},
    ])
  })

  it('has no unit for a question of stop words only', () => {
    expect(questionUnits('et vous, où ?', GROUPS)).toEqual([])
  })
})

describe('meaningfulWords', () => {
  it('keeps inclusive writing’s words apart, which folding alone would glue (« développeur·se »)', () => {
    expect(meaningfulWords('Développeur·euse full-stack')).toEqual(['developpeur', 'euse', 'full', 'stack'])
  })
})
