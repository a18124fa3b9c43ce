import {describe, expect, it} from '@jest/globals'
import {icons as logos} from '@iconify-json/logos'
import {getIconData, iconToSVG} from '@iconify/utils'
import {siWhatsapp, siZendesk} from 'simple-icons'

import {readDataset} from '../../content/dataset'
import {CONTENT_DIR} from '../../content/env'
import {
  BRAND_ICONS,
  brandMark,
  brandMarkSvg,
  contrastRatio,
  LOGO_ICONS,
  logoMarkSvg,
  NON_TEXT_CONTRAST,
} from '../brandMark'

/** The tile's fill and the mark's fill of a drawn brand mark. */
function colours(svg: string): {tile: string; mark: string} {
  const tile = /<rect [^>]*fill="(#[0-9a-fA-F]{6})"/.exec(svg)![1]!
  const mark = /<path fill="(#[0-9a-fA-F]{6})"/.exec(svg)![1]!
  return {tile, mark}
}

describe('brand marks', () => {
  it('draw a covered brand’s Simple Icons path in its hex colour, with its name as title, in the monograms’ 96 × 96 box', () => {
    const drawn = brandMark('zendesk')!
    expect(drawn).toMatchObject({width: 96, height: 96})
    expect(drawn.svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 96 96" width="96" height="96">/,
    )
    expect(drawn.svg).toContain(`<title>${siZendesk.title}</title>`)
    expect(drawn.svg).toContain(`<path fill="#${siZendesk.hex}" d="${siZendesk.path}"/>`)
    // The icon's own 24-unit grid, padded inside the tile.
    expect(drawn.svg).toContain('<svg x="20" y="20" width="56" height="56" viewBox="0 0 24 24">')
  })

  it('is null for a brand neither set draws, so the connector keeps its monogram', () => {
    for (const connectorId of ['servicenow', 'glpi', 'lucca', 'workday']) expect(brandMark(connectorId)).toBeNull()
  })

  it('draws a brand Simple Icons lacks from the full-colour Logos set, on the white tile, in the same box', () => {
    const teams = brandMark('microsoft-teams')!
    expect(teams).toMatchObject({width: 96, height: 96})
    expect(teams.svg).toContain('<title>Microsoft Teams</title>')
    expect(teams.svg).toContain('fill="#ffffff"')
    const {body} = iconToSVG(getIconData(logos, 'microsoft-teams')!)
    expect(teams.svg).toContain(body)
    expect(brandMark('sharepoint')!.svg).toBe(logoMarkSvg('microsoft-icon', 'Microsoft')!.svg)
  })

  it('maps only icons the installed Logos set has (an upgrade that drops one fails here)', () => {
    for (const {name} of LOGO_ICONS.values()) expect(getIconData(logos, name)).not.toBeNull()
    for (const connectorId of LOGO_ICONS.keys()) expect(BRAND_ICONS.has(connectorId)).toBe(false)
  })

  it('gives every mark at least 3:1 against its tile: a light brand colour gets the dark tile', () => {
    for (const icon of BRAND_ICONS.values()) {
      const {tile, mark} = colours(brandMarkSvg(icon).svg)
      expect(mark).toBe(`#${icon.hex}`)
      expect(contrastRatio(mark, tile)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST)
    }
    expect(colours(brandMarkSvg(siWhatsapp).svg).tile).toBe('#14142b')
    expect(colours(brandMarkSvg(siZendesk).svg).tile).toBe('#ffffff')
  })

  it('measures contrast as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#123456', '#123456')).toBe(1)
  })

  it('maps only connectors of the bundled dataset (a typo would silently keep a monogram)', () => {
    const connectorIds = readDataset(CONTENT_DIR)
      .filter((doc) => doc._type === 'connector')
      .map((doc) => (doc.connectorId as {current: string}).current)
    for (const connectorId of [...BRAND_ICONS.keys(), ...LOGO_ICONS.keys()]) expect(connectorIds).toContain(connectorId)
  })
})
