import {expect, test, type Page} from '@playwright/test'

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
