/** @jest-environment node */
import path from 'node:path'

import {stylesheetsOf} from './stylesheets'

const here = (file: string) => path.join(__dirname, file)
const fromSections = (sheets: string[]) => sheets.map((sheet) => path.relative(__dirname, sheet))

describe('stylesheetsOf', () => {
  it('finds a section’s own stylesheet and those of the components it uses, however deep, each once', () => {
    const found = stylesheetsOf(here('hero/Hero.tsx'))
    const sheets = fromSections(found)
    expect(sheets).toContain(path.join('hero', 'Hero.module.css'))
    // Hero → ExampleConversation → its stylesheet.
    expect(sheets).toContain(
      path.join('..', '..', '..', 'ui', 'components', 'ExampleConversation', 'ExampleConversation.module.css'),
    )
    expect(new Set(sheets).size).toBe(sheets.length)
    expect(found).toEqual([...found].sort())
  })

  it('ignores type-only imports and packages', () => {
    // Values imports the page's data type (homeData.ts, which reaches every section) for its props only.
    const sheets = fromSections(stylesheetsOf(here('values/Values.tsx')))
    expect(sheets).not.toContain(path.join('hero', 'Hero.module.css'))
  })
})
