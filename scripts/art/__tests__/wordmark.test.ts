import {describe, expect, it} from '@jest/globals'

import {wordmark} from '../monogram'

describe('a customer’s wordmark', () => {
  it('is drawn at the height it is shown, its name at body size beside its initials', () => {
    const {svg, width, height} = wordmark('CHU de Valbonne')
    expect(height).toBe(48)
    expect(svg).toContain(`viewBox="0 0 ${width} 48"`)
    expect(svg).toMatch(/font-size="20"[^>]*>CHU de Valbonne<\/text>/)
    expect(svg).toMatch(/>CD<\/text>/)
  })

  it('is as wide as its name needs', () => {
    expect(wordmark('Université de Rivedroite').width).toBeGreaterThan(wordmark('Logiwise').width)
    expect(wordmark('Université de Rivedroite').width).toBeGreaterThanOrEqual(24 * 12)
  })

  it('escapes the name', () => {
    expect(wordmark('A & <B>').svg).toContain('A &amp; &lt;B>')
  })
})
