/** @jest-environment node */
import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'

// The SEO layer builds data for the UI, never the other way round: a trail's type lives in navigation.ts.
describe('the structured data builders', () => {
  it('import nothing from the UI components', () => {
    const sources = readdirSync(__dirname).filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
    expect(sources).toContain('breadcrumbs.ts')
    for (const file of sources) {
      const imports = [...readFileSync(path.join(__dirname, file), 'utf8').matchAll(/from '([^']+)'/g)].map(
        (match) => match[1],
      )
      expect({file, imports: imports.filter((specifier) => specifier!.includes('/components/'))}).toEqual({
        file,
        imports: [],
      })
    }
  })
})
