import {describe, expect, it} from '@jest/globals'
import {AVATAR_VARIATION_KINDS} from '@parlia/schemas/constants'

import {AVATAR_THEMES, avatarSvg} from '../avatar'
import {initials, monogram} from '../monogram'

describe('avatar artwork', () => {
  it('is deterministic: the same avatar and variation always give the same SVG', () => {
    const input = {avatarId: 'lea', category: 'humain', variation: {kind: 'hair', value: 'roux'}} as const
    expect(avatarSvg(input)).toBe(avatarSvg(input))
  })

  it('changes with each variation of the spec', () => {
    const base = avatarSvg({avatarId: 'lea', category: 'humain'})
    for (const {kind, values} of AVATAR_VARIATION_KINDS.filter(({kind}) => !['colour', 'theme'].includes(kind))) {
      const drawn = new Set(
        values.map(({value}) => avatarSvg({avatarId: 'lea', category: 'humain', variation: {kind, value}})),
      )
      expect(drawn.size).toBe(values.length)
      if (kind === 'eyewear' || kind === 'season') expect(drawn.has(base)).toBe(false)
    }
    const colours = AVATAR_VARIATION_KINDS.find(({kind}) => kind === 'colour')!.values
    const robots = new Set(
      colours.map(({value}) => avatarSvg({avatarId: 'bip', category: 'robot', variation: {kind: 'colour', value}})),
    )
    expect(robots.size).toBe(colours.length)
  })

  it('has artwork for every theme value of the spec', () => {
    const themes = AVATAR_VARIATION_KINDS.find(({kind}) => kind === 'theme')!.values.map(({value}) => value)
    expect([...AVATAR_THEMES].sort()).toEqual([...themes].sort())
    for (const theme of themes)
      expect(avatarSvg({avatarId: 'x', category: 'animal', baseTheme: theme})).toMatch(/^<svg /)
  })

  it('refuses an animal with no theme rather than drawing a blank', () => {
    expect(() => avatarSvg({avatarId: 'x', category: 'autre'})).toThrow('no artwork for theme')
  })

  it('holds no text, so it renders the same without fonts', () => {
    expect(avatarSvg({avatarId: 'nova', category: 'robot', variation: {kind: 'season', value: 'noel'}})).not.toContain(
      '<text',
    )
  })
})

describe('monograms', () => {
  it('take the initials of the first two words', () => {
    expect(initials('Microsoft Teams')).toBe('MT')
    expect(initials('GLPI')).toBe('G')
    expect(initials('Jira Service Management')).toBe('JS')
    expect(monogram('GLPI').svg).toContain('>G</text>')
  })
})
