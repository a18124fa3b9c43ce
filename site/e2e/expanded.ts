import {expect, type Page} from '@playwright/test'

/**
 * The expanded state Chromium's accessibility tree gives the one visible button of that name. A popover's button
 * carries no aria-expanded (HTML forbids it beside popovertarget): the browser states it, and Playwright's
 * toBeExpanded only reads the attribute, so this asks Chromium (DevTools protocol) what assistive technology hears.
 */
async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const {root} = await cdp.send('DOM.getDocument', {depth: 0})
    const {nodes} = await cdp.send('Accessibility.queryAXTree', {
      nodeId: root.nodeId,
      accessibleName: name,
      role: 'button',
    })
    const shown = nodes.filter((node) => !node.ignored)
    if (shown.length !== 1) throw new Error(`${shown.length} buttons named “${name}” in the accessibility tree`)
    return shown[0]!.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined
  } finally {
    await cdp.detach()
  }
}

/** Waits until the button named `name` is exposed as expanded (or collapsed) to assistive technology. */
export async function expectExpanded(page: Page, name: string, expanded: boolean) {
  await expect.poll(() => expandedState(page, name)).toBe(expanded)
}
