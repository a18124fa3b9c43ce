import {createHash} from 'node:crypto'

/** A deterministic pseudo-random source seeded by a string: the same content always draws the same art. */
export function seeded(seed: string) {
  let state = createHash('sha1').update(seed).digest().readUInt32BE(0) || 1
  const next = () => {
    // xorshift32
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 0x100000000
  }
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    between: (min: number, max: number) => min + next() * (max - min),
  }
}

export const BRAND_PALETTES = [
  ['#4b2fd6', '#ebe7ff', '#ffb547'],
  ['#0f766e', '#d5f5ef', '#ffb547'],
  ['#1d4ed8', '#dbe7ff', '#f97362'],
  ['#b4235a', '#ffe1ec', '#4b2fd6'],
  ['#7c3aed', '#efe5ff', '#22c55e'],
  ['#a16207', '#fff1cc', '#1d4ed8'],
] as const
