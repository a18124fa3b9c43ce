import {robotsTxt} from './robots'

describe('robotsTxt', () => {
  it('points to the sitemap and keeps the login, the API and the confirmation pages out', () => {
    expect(robotsTxt('https://www.parlia.fr')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /connexion',
        'Disallow: /contact/confirmation',
        'Disallow: /planifier-une-demo/confirmation',
        'Disallow: /confirmation-contenu',
        '',
        'Sitemap: https://www.parlia.fr/sitemap.xml',
        '',
      ].join('\n'),
    )
  })
})
