import {allPaths, type ChangeContext, pathsToRevalidate} from './paths'

const index = {
  posts: ['rgpd', 'voicebot'],
  connectors: ['glpi'],
  useCases: ['support-utilisateur'],
  avatars: ['lea'],
  jobs: ['dev'],
  solutions: ['vue-d-ensemble', 'voicebot'],
  legalPages: ['mentions-legales'],
}
const context = (over: Partial<ChangeContext> = {}): ChangeContext => ({postCount: 24, referencedBy: [], index, ...over})

describe('pathsToRevalidate', () => {
  it('refreshes an article and every page of the blog list, including one a deletion may empty', () => {
    expect(pathsToRevalidate({_id: 'p', _type: 'post', slug: 'rgpd'}, context({postCount: 18}))).toEqual([
      '/blog/rgpd',
      '/blog',
      '/blog/page/2',
      '/blog/page/3',
    ])
  })

  it('refreshes the blog list and the articles of a category', () => {
    const paths = pathsToRevalidate(
      {_id: 'c', _type: 'blogCategory', slug: 'ia'},
      context({postCount: 5, referencedBy: [{_type: 'post', slug: 'rgpd'}]}),
    )
    expect(paths).toEqual(['/blog', '/blog/rgpd'])
  })

  it('refreshes a connector, the use cases that show it and the home page that features it', () => {
    const paths = pathsToRevalidate(
      {_id: 'connector-glpi', _type: 'connector', slug: 'glpi'},
      context({referencedBy: [{_type: 'useCase', slug: 'support-utilisateur'}, {_type: 'homePage', slug: null}]}),
    )
    expect(paths).toEqual(['/solution/connecteurs/glpi', '/cas-usage/support-utilisateur', '/cas-usage', '/'])
  })

  it.each([
    ['customerCase', 'chu', ['/ressources/cas-usage-client']],
    ['useCase', 'support-utilisateur', ['/cas-usage/support-utilisateur', '/cas-usage']],
    ['solutionPage', 'voicebot', ['/solution/voicebot', '/solution']],
    ['solutionPage', 'vue-d-ensemble', ['/solution']],
    ['avatar', 'lea', ['/ressources/catalogue-avatar-chatbot/lea', '/ressources/catalogue-avatar-chatbot']],
    ['whitePaper', 'guide', ['/ressources/livres-blancs']],
    ['webinar', 'replay', ['/ressources/replay-webinars']],
    ['job', 'dev', ['/rejoignez-nous/dev', '/rejoignez-nous']],
    ['legalPage', 'mentions-legales', ['/mentions-legales']],
    ['aboutPage', null, ['/qui-sommes-nous']],
    ['homePage', null, ['/']],
  ])('maps a %s to its pages', (type, slug, expected) => {
    expect(pathsToRevalidate({_id: 'x', _type: type, slug}, context())).toEqual(expected)
  })

  it('refreshes every page when the settings or the navigation change', () => {
    const paths = pathsToRevalidate({_id: 'siteSettings', _type: 'siteSettings'}, context({postCount: 10}))
    expect(paths).toEqual(allPaths(index, 10))
    for (const path of ['/', '/connexion', '/blog/page/2', '/blog/voicebot', '/solution', '/solution/voicebot', '/mentions-legales', '/accessibilite']) {
      expect(paths).toContain(path)
    }
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('ignores a type with no page and still follows its references', () => {
    expect(pathsToRevalidate({_id: 'f', _type: 'faq'}, context())).toEqual([])
  })
})
