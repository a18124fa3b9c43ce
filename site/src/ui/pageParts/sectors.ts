import {SECTORS} from '@parlia/schemas/constants/sectors'

// Its own module: the home page needs it, and a module is bundled whole (no date formatters here).
/** A sector's French title (constants' SECTORS); an unknown value as it is. */
export function sectorTitle(slug: string): string {
  return SECTORS.find((sector) => sector.slug === slug)?.title ?? slug
}
