import AxeBuilder from '@axe-core/playwright'
import {expect, type Page} from '@playwright/test'

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe-core over the whole page against the WCAG 2.2 AA rules: zero violations allowed. It reads the page once its
 * entrance animations have ended: mid-fade, a text's opacity would count against its contrast.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const {violations} = await new AxeBuilder({page}).withTags(WCAG_22_AA).analyze()
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  )
  expect(summary).toEqual([])
}
