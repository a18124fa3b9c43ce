import {ITEM_NAME_PLACEHOLDER} from '@parlia/schemas/constants/listingPages'

interface Band {
  title: string
  text: string
}

/** A band written once for every page of a listing, `{nom}` replaced by the page's name. */
export const namedBand = (band: Band, name: string): Band => ({
  title: band.title.replaceAll(ITEM_NAME_PLACEHOLDER, name),
  text: band.text.replaceAll(ITEM_NAME_PLACEHOLDER, name),
})
