import {elideMarkup} from '../../ui/markup/elideMarkup'
import {homeSectionsData, type HomeData} from './homeData'
import {HOME_SECTIONS, SCRIPTED_HOME_SECTIONS} from './sections/registry'

/** A home page whose every section is a block of its own name, with its SEO fields. */
const home = {
  ...Object.fromEntries(HOME_SECTIONS.map((section) => [section, {title: section}])),
  seo: {metaTitle: 'Accueil'},
} as unknown as HomeData

describe('homeSectionsData', () => {
  it('leaves in the HTML’s data block only the blocks of scripted sections, and the SEO fields the head reads', () => {
    const inHtml = elideMarkup(homeSectionsData(home)) as Record<string, unknown>
    for (const section of HOME_SECTIONS) {
      const scripted = (SCRIPTED_HOME_SECTIONS as readonly string[]).includes(section)
      expect([section, inHtml[section]]).toEqual([section, scripted ? {title: section} : {}])
    }
    expect(inHtml.seo).toEqual({metaTitle: 'Accueil'})
  })

  it('keeps every block for the server’s render and the page’s JSON', () => {
    const data = homeSectionsData(home) as unknown as Record<string, unknown>
    for (const section of HOME_SECTIONS) {
      const block = data[section] as {__data?: unknown}
      expect(block.__data ?? block).toEqual({title: section})
    }
  })
})
