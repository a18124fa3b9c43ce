import {expect, test, type Page} from '@playwright/test'

import {expectNoAxeViolations} from './a11y'

/** Collects the URLs of scripts whose body holds the chat widget's code. */
function trackChatChunks(page: Page): string[] {
  const urls: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.text().catch(() => '')
    if (body.includes('data-chat-widget')) urls.push(response.url())
  })
  return urls
}

test('the chat code is not in the page and loads only after the page is interactive', async ({page}) => {
  const chatChunks = trackChatChunks(page)
  const response = await page.goto('/')
  const html = (await response?.text()) ?? ''
  expect(html).not.toContain('data-chat-widget')

  const launcher = page.getByRole('button', {name: 'Une question ?'})
  await expect(launcher).toBeVisible()
  // The collector reads each script's body asynchronously: the launcher can show before it has.
  await expect.poll(() => chatChunks.length).toBe(1)

  const timing = await page.evaluate((url) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const [chunk] = performance.getEntriesByName(url) as PerformanceResourceTiming[]
    return {loadEnd: navigation!.loadEventEnd, chunkStart: chunk!.startTime}
  }, chatChunks[0]!)
  expect(timing.chunkStart).toBeGreaterThanOrEqual(timing.loadEnd)
})

test('the login page has no header, footer or chat launcher', async ({page}) => {
  await page.goto('/connexion')
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Connexion à votre espace')
  await expect(page.getByRole('link', {name: 'Accéder à la console'})).toHaveAttribute('href', /^https:\/\//)
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  // Give the chat loader every chance to appear (load, then idle) before asserting it did not.
  await page.waitForLoadState('load')
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))))
  await expect(page.locator('[data-chat-widget]')).toHaveCount(0)
  await expect(page.getByRole('button', {name: 'Une question ?'})).toHaveCount(0)
})

// The home hero's example conversation: its drawn question field opens the real assistant (issue 25).
const heroField = (page: Page) =>
  page
    .getByRole('figure', {name: /^Exemple de conversation/})
    .getByRole('button', {name: 'Posez votre question à l’assistant'})
const panel = (page: Page) => page.getByRole('dialog', {name: /^Assistant /})
const questionField = (page: Page) => panel(page).getByRole('textbox', {name: 'Votre question'})

/** The layout shifts the page made without the visitor's input (Cumulative Layout Shift's own rule). */
const unprovokedShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect()
          const shifts = list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]
          resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0))
        }).observe({type: 'layout-shift', buffered: true})
        // No entry at all: nothing shifted.
        setTimeout(() => resolve(0), 500)
      }),
  )

test('the home conversation’s question field opens the assistant, by mouse and keyboard, which says it is automated', async ({
  page,
}) => {
  await page.goto('/')
  const settings = (await (await page.request.get('/api/assistant/settings')).json()) as {
    greeting: string
    disclosure: string
  }
  expect(settings.greeting).toContain('assistant automatisé')
  // Once the widget is there, idle: the same press opens it.
  await expect(page.getByRole('button', {name: 'Une question ?'})).toBeVisible()

  await heroField(page).click()
  await expect(panel(page)).toBeVisible()
  await expect(questionField(page)).toBeFocused()
  // AI Act, article 50: under the assistant's name, and what a screen reader reads with the dialog.
  await expect(panel(page)).toHaveAccessibleDescription(settings.disclosure)
  await expect(panel(page).getByRole('heading', {level: 2})).toHaveText(/^Assistant /)
  await expect(panel(page).getByText(settings.disclosure, {exact: true})).toBeVisible()
  await expect(panel(page).getByText(settings.greeting)).toBeVisible()
  await expectNoAxeViolations(page)

  // Escape closes it, the focus back on the field that opened it; the keyboard opens it again.
  await page.keyboard.press('Escape')
  await expect(panel(page)).toBeHidden()
  await expect(heroField(page)).toBeFocused()
  await expect(heroField(page)).toHaveCSS('outline-style', 'solid')
  await page.keyboard.press('Enter')
  await expect(questionField(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(heroField(page)).toBeFocused()
  await page.keyboard.press('Space')
  await expect(questionField(page)).toBeFocused()

  expect(await unprovokedShift(page)).toBe(0)
})

test('a press on the field before the page’s scripts have run is kept, and opens the assistant once they have', async ({
  page,
}) => {
  await page.emulateMedia({reducedMotion: 'reduce'})
  // The page's scripts wait until the visitor has pressed.
  let release!: () => void
  const pressed = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/**/*.js', async (route) => {
    await pressed
    await route.continue()
  })
  await page.goto('/', {waitUntil: 'domcontentloaded'})
  await heroField(page).click()
  // No script has run: the browser itself keeps the request.
  expect(await page.evaluate(() => document.querySelector('[data-assistant-request]')!.matches(':popover-open'))).toBe(
    true,
  )
  expect(await page.evaluate(() => document.querySelector('[data-chat-widget]'))).toBeNull()

  release()
  await expect(questionField(page)).toBeFocused()
  expect(await page.evaluate(() => document.querySelector('[data-assistant-request]')!.matches(':popover-open'))).toBe(
    false,
  )
  // Reduced motion: the panel appears without rising.
  const duration = await panel(page).evaluate((element) => parseFloat(getComputedStyle(element).animationDuration))
  expect(duration).toBeLessThan(0.001)
  await expectNoAxeViolations(page)
})
