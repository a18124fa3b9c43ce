import AxeBuilder from '@axe-core/playwright'
import {expect, type Page} from '@playwright/test'

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe-core over the whole page against the WCAG 2.2 AA rules: zero violations allowed. */
export async function expectNoAxeViolations(page: Page) {
  const {violations} = await new AxeBuilder({page}).withTags(WCAG_22_AA).analyze()
  const summary = violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  )
  expect(summary).toEqual([])
}
