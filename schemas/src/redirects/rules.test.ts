import {redirectProblems, type RedirectRule, type RulesContext} from './rules'

/** A site with these pages and these redirects (source → destination path, null for another site). */
function site(pages: Record<string, string>, redirects: Record<string, string | null>): RulesContext {
  return {
    pageAt: (path) => pages[path] ?? null,
    redirectFrom: (path) => (path in redirects ? {source: path, destinationPath: redirects[path] ?? null} : null),
  }
}

const rule = (source: string, destinationPath: string | null): RedirectRule => ({source, destinationPath})

describe('redirectProblems', () => {
  it('accepts a free source leading to a page or another site', async () => {
    const context = site({'/contact': 'la page /contact'}, {'/autre': '/contact'})
    expect(await redirectProblems(rule('/ancien-contact', '/contact'), context)).toEqual([])
    expect(await redirectProblems(rule('/documentation', null), context)).toEqual([])
  })

  it('refuses a source a published page uses: the page would win', async () => {
    const context = site({'/solution/connecteurs/glpi': 'Connecteur : GLPI'}, {})
    expect(await redirectProblems(rule('/solution/connecteurs/glpi', '/contact'), context)).toEqual([
      'Une page publiée est à cette adresse (Connecteur : GLPI) : elle serait servie à la place de la redirection.',
    ])
  })

  it('refuses a second redirect from the same source', async () => {
    const context = site({}, {'/tarifs': '/planifier-une-demo'})
    expect(await redirectProblems(rule('/tarifs', '/contact'), context)).toEqual([
      'Une autre redirection part déjà de /tarifs.',
    ])
  })

  it('refuses a redirect to itself', async () => {
    expect(await redirectProblems(rule('/a', '/a'), site({}, {}))).toEqual([
      'La destination est l’adresse d’origine : la redirection tournerait en boucle.',
    ])
  })

  it('refuses a loop through other redirects', async () => {
    const problems = await redirectProblems(rule('/a', '/b'), site({}, {'/b': '/c', '/c': '/a'}))
    expect(problems).toEqual([expect.stringContaining('tourneraient en boucle')])
  })

  it('refuses a chain, naming the final destination to use instead', async () => {
    expect(await redirectProblems(rule('/a', '/b'), site({}, {'/b': '/c', '/c': '/contact'}))).toEqual([
      '/b est elle-même redirigée vers /contact : indiquez directement la destination finale.',
    ])
    expect(await redirectProblems(rule('/a', '/b'), site({}, {'/b': null}))).toEqual([
      '/b est elle-même redirigée vers un autre site : indiquez directement la destination finale.',
    ])
  })

  it('stops following a loop that does not pass through the new source', async () => {
    const problems = await redirectProblems(rule('/a', '/b'), site({}, {'/b': '/c', '/c': '/b'}))
    expect(problems).toEqual([expect.stringContaining('tourneraient en boucle')])
  })
})
