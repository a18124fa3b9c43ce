// Where each value of a result comes from is the site's own reconstruction (its embedded backend encodes stega
// from it too): this module only reads what the request asks for.
import {contentSourceMap, type SourceMapOptions} from '@parlia/schemas/lake/sourceMap'
import {badRequest} from './http'

export {contentSourceMap}

/**
 * The source map a query asks for with `resultSourceMap`: `true` names array items by index, `withKeyArraySelector`
 * (what @sanity/client sends when stega is enabled) by `_key`; null when none is asked for.
 */
export function parseResultSourceMap(value: string | null): SourceMapOptions | null {
  switch (value) {
    case null:
    case '':
    case 'false':
      return null
    case 'true':
      return {keyArraySelector: false}
    case 'withKeyArraySelector':
      return {keyArraySelector: true}
    default:
      throw badRequest(`Invalid resultSourceMap: ${value} (expected true or withKeyArraySelector)`)
  }
}
