/** @jest-environment node */
import {forbiddenVerdict, proseStrings} from './forbidden.mjs'

describe('proseStrings', () => {
  it('takes the string literals and JSX texts that read as prose, as the minified code spells them', () => {
    const source = `import {helper} from './un module de trois mots'
type State = {state: 'une réponse en cours de rédaction'}
const ERROR = 'La réponse n’a pas pu arriver : réessayez.'
const label = \`Fermer la conversation\`
const short = 'Deux mots'
const code = 'application/json; charset=utf-8'
const escaped = 'Il dit "bonjour" à tout le monde'
export function Widget() {
  const chunk = import('./un chemin assez long')
  return (
    <p aria-label="Conversation avec l’assistant">
      Votre avis
      nous aide beaucoup
    </p>
  )
}
`
    expect(proseStrings(source, 'Widget.tsx').sort()).toEqual([
      'Conversation avec l’assistant',
      'Fermer la conversation',
      'La réponse n’a pas pu arriver : réessayez.',
      'Votre avis nous aide beaucoup',
    ])
  })
})

const groups = [
  {name: 'assistant widget', markers: ['Fermer l’assistant', 'Questions proches'], shipsIn: 'lazy chunks'},
  {name: 'visual editing', markers: ['sanity-visual-editing'], shipsIn: 'package'},
]

describe('forbiddenVerdict', () => {
  const shipping = {
    'lazy chunks': new Map([['static/chunks/widget.js', 'x("Fermer l’assistant"),y("Questions proches")']]),
    package: new Map([['@sanity/visual-editing/dist/index.js', 'channel:"sanity-visual-editing"']]),
  }

  it('passes when the markers are where the code ships and in no first load', () => {
    const firstLoad = new Map([['static/chunks/app.js', 'render("Bienvenue")']])
    const verdict = forbiddenVerdict(groups, firstLoad, shipping)
    expect(verdict.map((group) => group.ok)).toEqual([true, true])
    expect(verdict[0]).toMatchObject({
      seen: ['Fermer l’assistant', 'Questions proches'],
      seenFiles: ['static/chunks/widget.js'],
      violations: [],
    })
  })

  it('names the first-load file holding forbidden code, and its markers', () => {
    const firstLoad = new Map([
      ['static/chunks/app.js', 'render("Bienvenue")'],
      ['static/chunks/home.js', 'a("Questions proches");b("sanity-visual-editing")'],
    ])
    const verdict = forbiddenVerdict(groups, firstLoad, shipping)
    expect(verdict.map((group) => group.ok)).toEqual([false, false])
    expect(verdict[0].violations).toEqual([{file: 'static/chunks/home.js', markers: ['Questions proches']}])
    expect(verdict[1].violations).toEqual([{file: 'static/chunks/home.js', markers: ['sanity-visual-editing']}])
  })

  it('fails a group whose markers match nothing where its code ships: the check would be blind', () => {
    const verdict = forbiddenVerdict(groups, new Map(), {'lazy chunks': new Map([['static/chunks/other.js', 'z()']])})
    expect(verdict.map((group) => ({ok: group.ok, seen: group.seen, violations: group.violations}))).toEqual([
      {ok: false, seen: [], violations: []},
      {ok: false, seen: [], violations: []},
    ])
  })

  it('holds server-only code to its markers alone, which must exist', () => {
    const preview = {name: 'draft preview', markers: ['Aperçu : cette page montre les brouillons']}
    expect(forbiddenVerdict([preview], new Map([['static/chunks/app.js', 'x']]), {})[0].ok).toBe(true)
    expect(
      forbiddenVerdict(
        [preview],
        new Map([['static/chunks/app.js', '"Aperçu : cette page montre les brouillons"']]),
        {},
      )[0].ok,
    ).toBe(false)
    expect(forbiddenVerdict([{...preview, markers: []}], new Map(), {})[0].ok).toBe(false)
  })
})
