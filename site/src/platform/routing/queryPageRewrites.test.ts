/** @jest-environment node */
import type {IncomingMessage} from 'node:http'

import {queryPageRoutes} from '@parlia/schemas/queryPages'
import {getPathMatch} from 'next/dist/shared/lib/router/utils/path-match'
import {matchHas} from 'next/dist/shared/lib/router/utils/prepare-destination'

import {queryPageRewrites} from './queryPageRewrites'

/** Where Next's router sends `path` with `query` (its own matcher and conditions, its rules in order). */
function rewritten(path: string, query: Record<string, string>): string | null {
  for (const {source, destination, missing} of queryPageRewrites()) {
    if (!getPathMatch(source, {strict: true})(path)) continue
    if (matchHas({headers: {}} as IncomingMessage, query, [], missing)) return destination
  }
  return null
}

describe('the query pages’ rewrites', () => {
  it('serve the static rendering without a parameter (an empty one counts as none), the filtered one with any', () => {
    for (const [path, {unfiltered, filtered, params}] of Object.entries(queryPageRoutes)) {
      expect(rewritten(path, {})).toBe(unfiltered)
      expect(rewritten(path, {utm_source: 'lettre'})).toBe(unfiltered)
      for (const param of params) {
        expect(rewritten(path, {[param]: 'glpi'})).toBe(filtered)
        expect(rewritten(path, {[param]: ''})).toBe(unfiltered)
      }
    }
  })

  it('leave every other address alone', () => {
    expect(rewritten('/solution/connecteurs/glpi', {q: 'x'})).toBeNull()
  })
})
