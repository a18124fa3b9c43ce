import type {InitializedStegaConfig} from '@sanity/client/stega'
import type {SchemaType} from 'groq-js'

import schemaJson from '../schema.json'
import {isFreeText} from './freeText'

const schema = schemaJson as SchemaType

/**
 * How draft mode marks the strings of a page for the Studio's overlays (stega: invisible characters naming the
 * document and field each string comes from, read by `@sanity/visual-editing`). Only free text is marked:
 * Sanity's default filter already leaves out URLs, dates and slugs, and the schema tells which strings are
 * options code compares (a category, a contract type). Visitors' pages are never encoded.
 */
export function previewStega(studioUrl: string): InitializedStegaConfig {
  return {
    enabled: true,
    studioUrl: studioUrl.replace(/\/+$/, ''),
    filter: (props) => props.filterDefault(props) && isFreeText(schema, props.sourceDocument._type, props.sourcePath),
  }
}
