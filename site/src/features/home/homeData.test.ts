/** @jest-environment node */
import {elideMarkup} from '../../ui/markup/elideMarkup'
import {getHomeData, homeSectionsData} from './homeData'
import {HOME_SECTIONS, SCRIPTED_HOME_SECTIONS} from './sections/registry'

const scripted = (section: string) => (SCRIPTED_HOME_SECTIONS as readonly string[]).includes(section)

// The bundled dataset's home page: what the tests expect is read from it, whichever texts the editors keep.
describe('homeSectionsData', () => {
  it('leaves in the HTML’s data block only the blocks of scripted sections, and the SEO fields the head reads', async () => {
    const home = (await getHomeData({}))!
    const inHtml = elideMarkup(homeSectionsData(home)) as Record<string, unknown>
    for (const section of HOME_SECTIONS) {
      expect([section, inHtml[section]]).toEqual([section, scripted(section) ? home[section] : {}])
    }
    expect(inHtml.seo).toEqual(home.seo)
  })

  it('gives the page’s JSON each section without script as the server’s markup, the others as their blocks', async () => {
    const home = (await getHomeData({}))!
    const data = homeSectionsData(home) as unknown as Record<string, {__html?: string}>
    for (const section of HOME_SECTIONS.filter((name) => !scripted(name))) {
      expect(data[section]!.__html).toMatch(/<(div|section)[ >]/)
    }
    expect(data.hero!.__html).toContain(`<h1>${home.hero.title}</h1>`)
    // Ids drawn by useId carry their section's name.
    for (const [, id] of data.hero!.__html!.matchAll(/ id="([^"]+)"/g))
      expect(id).toMatch(/^(_hero-|exemple-de-conversation$)/)
    for (const section of SCRIPTED_HOME_SECTIONS) expect(data[section]).toBe(home[section])
  })
})
