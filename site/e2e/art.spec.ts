import {expect, type Locator, test} from '@playwright/test'

/** The file an image shows, whichever host serves it (the bundled files, or the image CDN with its parameters). */
const fileOf = async (image: Locator) =>
  new URL((await image.evaluate((img: HTMLImageElement) => img.currentSrc || img.src)) as string).pathname
    .split('/')
    .pop()!

const loaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)

test.describe('generated art', () => {
  test('each of the four values shows its own icon: a decorative 48 px picture', async ({page}) => {
    await page.goto('/')
    const values = page.getByRole('region', {name: 'Nos engagements'}).getByRole('listitem')
    await expect(values).toHaveCount(4)
    const files = new Set<string>()
    for (const value of await values.all()) {
      const icon = value.locator('img')
      await expect(icon).toHaveAttribute('alt', '')
      await expect(icon).toHaveAttribute('width', '48')
      await expect(icon).toHaveAttribute('height', '48')
      await icon.scrollIntoViewIfNeeded()
      await expect.poll(() => loaded(icon)).toBe(true)
      expect(await icon.boundingBox()).toMatchObject({width: 48, height: 48})
      files.add(await fileOf(icon))
    }
    expect(files.size).toBe(4)
  })

  test('no two articles of the blog’s list show the same cover, and the covers draw their subjects’ icons', async ({
    page,
  }) => {
    const files: string[] = []
    const icons = new Set<string>()
    await page.goto('/blog')
    for (;;) {
      const covers = page.getByRole('main').getByRole('article').locator('img')
      for (const cover of await covers.all()) {
        files.push(await fileOf(cover))
        const svg = await (
          await page.request.get(await cover.evaluate((img: HTMLImageElement) => img.currentSrc || img.src))
        ).text()
        // The icon: Lucide's strokes, scaled into the picture.
        icons.add(/<g transform="[^"]+" fill="none" stroke="#ffffff"[^>]*>(.*?)<\/g>/.exec(svg)![1]!)
      }
      const next = page.locator('a[rel="next"]')
      if (!(await next.count())) break
      const before = page.url()
      await next.first().click()
      await page.waitForURL((url) => url.href !== before)
    }
    expect(files.length).toBeGreaterThan(20)
    expect(new Set(files).size).toBe(files.length)
    // Subjects differ: most articles have an icon of their own.
    expect(icons.size).toBeGreaterThan(files.length * 0.8)
  })
})
