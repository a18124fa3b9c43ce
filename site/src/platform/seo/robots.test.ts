import {PRIVATE_PAGES, robotsTxt} from './robots'

const disallowed = (txt: string) =>
  txt
    .split('\n')
    .filter((line) => line.startsWith('Disallow:'))
    .map((line) => line.slice('Disallow:'.length).trim())

describe('robotsTxt', () => {
  it('points to the sitemap and keeps only the API out', () => {
    expect(robotsTxt('https://www.parlia.fr')).toBe(
      ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', 'Sitemap: https://www.parlia.fr/sitemap.xml', ''].join('\n'),
    )
  })

  it('lets crawlers read the pages that carry noindex, so they see it', () => {
    const rules = disallowed(robotsTxt('https://www.parlia.fr'))
    expect(PRIVATE_PAGES.length).toBeGreaterThan(0)
    for (const page of PRIVATE_PAGES) {
      expect(rules.filter((rule) => page.startsWith(rule))).toEqual([])
    }
  })
})
