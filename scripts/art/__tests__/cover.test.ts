import {readFileSync} from 'node:fs'
import {join} from 'node:path'

import {describe, expect, it} from '@jest/globals'

import {placeholderPath, readDataset} from '../../content/dataset'
import {CONTENT_DIR} from '../../content/env'
import {cover, type CoverDesign, type ListedDocument, planCovers} from '../cover'
import {coverPlan} from '../generate'
import {BRAND_PALETTES} from '../random'
import {topicIcon} from '../topicIcon'

const rgpd = topicIcon({kind: 'post', title: 'RGPD'})
const design: CoverDesign = {icon: rgpd, palette: 0, layout: 0}
const listedAs = (id: string, title: string): ListedDocument => ({id, topic: {kind: 'post', title}})

describe('cover', () => {
  it('draws the subject’s icon at the requested size, identically each time, with no text', () => {
    const first = cover(design, 'post-rgpd', 960, 540)
    expect(first).toMatchObject({width: 960, height: 540})
    expect(first.svg).toContain('viewBox="0 0 960 540" width="960" height="540"')
    expect(first.svg).toContain(rgpd.shapes)
    expect(first.svg).not.toContain('<text')
    expect(cover(design, 'post-rgpd', 960, 540).svg).toBe(first.svg)
  })

  it('changes with the palette and with the composition, and stays small', () => {
    const drawn = new Set<string>()
    for (let palette = 0; palette < BRAND_PALETTES.length; palette += 1) {
      for (let layout = 0; layout < 3; layout += 1) {
        const {svg} = cover({icon: rgpd, palette, layout}, 'post-rgpd')
        expect(svg).toContain(BRAND_PALETTES[palette]![0])
        expect(Buffer.byteLength(svg)).toBeLessThan(3000)
        drawn.add(svg)
      }
    }
    expect(drawn.size).toBe(BRAND_PALETTES.length * 3)
  })
})

describe('planCovers', () => {
  it('gives neighbours another palette and another composition', () => {
    const plan = [
      ...planCovers(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => listedAs(id, `Sujet ${id}`))).values(),
    ]
    for (let index = 1; index < plan.length; index += 1) {
      expect(plan[index]!.palette).not.toBe(plan[index - 1]!.palette)
      expect(plan[index]!.layout).not.toBe(plan[index - 1]!.layout)
    }
  })

  it('never gives the same icon the same palette twice while a palette is left', () => {
    // Two subjects taking turns: taking palettes in turn alone would give each icon only every other palette.
    const listing = Array.from({length: 2 * BRAND_PALETTES.length}, (_, index) =>
      listedAs(`doc-${index}`, index % 2 ? 'RGPD' : 'GLPI'),
    )
    const pairs = [...planCovers(listing).values()].map(({icon, palette}) => `${icon.name}:${palette}`)
    expect(new Set(pairs).size).toBe(pairs.length)
  })

  it('leaves every earlier cover as it was when a document is added at the end', () => {
    const listing = ['a', 'b', 'c'].map((id) => listedAs(id, 'RGPD'))
    const before = planCovers(listing)
    const after = planCovers([...listing, listedAs('d', 'RGPD')])
    for (const {id} of listing) expect(after.get(id)).toEqual(before.get(id))
  })
})

describe('the bundled dataset’s covers', () => {
  const documents = readDataset(CONTENT_DIR)
  const plan = coverPlan(documents)
  const listings = ['post', 'useCase', 'solutionPage', 'whitePaper', 'webinar'] as const

  it.each(listings)('no two %s covers share both their icon and their palette', (type) => {
    const members = documents.filter((doc) => doc._type === type)
    expect(members.length).toBeGreaterThan(1)
    const pairs = members.map((doc) => `${plan.get(doc._id)!.icon.name}:${plan.get(doc._id)!.palette}`)
    expect(new Set(pairs).size).toBe(pairs.length)
  })

  it.each(listings)('every %s cover file is the one planned, and differs from the others of its listing', (type) => {
    const members = documents.filter((doc) => doc._type === type)
    const files = members.map((doc) => {
      const image =
        (doc as {cover?: {_sanityAsset?: string}; hero?: {image?: {_sanityAsset?: string}}}).cover ??
        (doc as {hero?: {image?: {_sanityAsset?: string}}}).hero!.image!
      const svg = readFileSync(join(CONTENT_DIR, placeholderPath(image._sanityAsset)!), 'utf8')
      expect([doc._id, svg.includes(plan.get(doc._id)!.icon.shapes)]).toEqual([doc._id, true])
      expect(svg).toContain(BRAND_PALETTES[plan.get(doc._id)!.palette]![0])
      return svg
    })
    expect(new Set(files).size).toBe(files.length)
  })
})
