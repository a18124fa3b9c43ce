import {expect, type Locator, type Page, test} from '@playwright/test'

import {expectNoAxeViolations} from './a11y'

const CATALOGUE = '/ressources/catalogue-avatar-chatbot'
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** A carousel region once embla has taken it over (after hydration, once the carousel is near the screen). */
async function readyCarousel(page: Page, name: string | RegExp): Promise<Locator> {
  const carousel = page.getByRole('region', {name, exact: true})
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel).toHaveAttribute('data-ready', '')
  return carousel
}

const status = (carousel: Locator) => carousel.locator('[data-carousel-status]')
const slides = (carousel: Locator) => carousel.locator('[aria-roledescription="diapositive"]')

test.describe('avatar catalogue', () => {
  for (const path of [CATALOGUE, `${CATALOGUE}/lea`]) {
    test(`${path} answers 200 with one h1, a title and no axe violation`, async ({page}) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      await expect(page.locator('h1')).toHaveCount(1)
      expect(await page.title()).not.toBe('')
      await expectNoAxeViolations(page)
    })
  }

  test('the home page, with its carousel, has no axe violation', async ({page}) => {
    await page.goto('/')
    await readyCarousel(page, 'Cas clients')
    await expectNoAxeViolations(page)
  })

  test('an unknown avatar answers 404', async ({page}) => {
    const response = await page.goto(`${CATALOGUE}/avatar-inconnu`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Oups, il semble qu’il y ait une erreur')
  })

  test('the catalogue shows the four categories and filters them', async ({page}) => {
    await page.goto(CATALOGUE)
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Catalogue d’avatars pour chatbot')
    const categories = ['Humains', 'Robots', 'Animaux', 'Autres']
    for (const name of categories) {
      const section = page.getByRole('region', {name})
      await expect(section).toBeVisible()
      expect(await section.getByRole('heading', {level: 3}).count()).toBeGreaterThan(0)
    }
    await expect(page.getByRole('region', {name: 'Humains'}).getByRole('link', {name: 'Léa'})).toHaveAttribute(
      'href',
      `${CATALOGUE}/lea`,
    )

    const filter = page.getByRole('navigation', {name: 'Catégories d’avatars'})
    await filter.getByRole('link', {name: /^Robots/}).click()
    await expect(page.getByRole('region', {name: 'Robots'})).toBeVisible()
    await expect(page.getByRole('region', {name: 'Humains'})).toBeHidden()
    await expect(filter.getByRole('link', {name: /^Robots/})).toHaveAttribute('aria-current', 'true')
    await filter.getByRole('link', {name: 'Tous'}).click()
    for (const name of categories) await expect(page.getByRole('region', {name})).toBeVisible()
  })

  test('an avatar page shows its name, breadcrumbs and variations, and a card leads to it', async ({page}) => {
    await page.goto(CATALOGUE)
    await page.getByRole('link', {name: 'Malik'}).click()
    await expect(page).toHaveURL(`${CATALOGUE}/malik`)
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Malik')
    const breadcrumbs = page.getByRole('navigation', {name: 'Fil d’Ariane'})
    await expect(breadcrumbs).toHaveText(/Accueil.*Ressources.*Catalogue d’avatars.*Malik/)
    await expect(breadcrumbs.getByRole('link', {name: 'Catalogue d’avatars'})).toHaveAttribute('href', CATALOGUE)
    await expect(slides(page.getByRole('region', {name: 'Variations de Malik', exact: true}))).toHaveCount(9)
  })

  test('the seasonal filters narrow the variations, « Toutes » restores them', async ({page}) => {
    await page.goto(`${CATALOGUE}/malik`)
    const carousel = await readyCarousel(page, 'Variations de Malik')
    const filters = page.getByRole('group', {name: 'Filtrer par saison'})
    await expect(filters.getByRole('button')).toHaveText(['Toutes', 'Noël', 'Halloween', 'Été'])
    const all = await slides(carousel).count()
    expect(all).toBeGreaterThan(3)

    await filters.getByRole('button', {name: 'Noël'}).click()
    await expect(filters.getByRole('button', {name: 'Noël'})).toHaveAttribute('aria-pressed', 'true')
    await expect(filters.getByRole('button', {name: 'Toutes'})).toHaveAttribute('aria-pressed', 'false')
    const noel = slides(page.getByRole('region', {name: 'Variations de Malik', exact: true}))
    await expect(noel).toHaveCount(1)
    await expect(noel.first()).toHaveAccessibleName(/Noël/)
    await expect(page.getByText('Télécharger la variation affichée')).toContainText('Saison : Noël')

    await filters.getByRole('button', {name: 'Toutes'}).click()
    await expect(slides(page.getByRole('region', {name: 'Variations de Malik', exact: true}))).toHaveCount(all)
  })

  test('an avatar without a summer variation has no « Été » filter', async ({page}) => {
    await page.goto(`${CATALOGUE}/lea`)
    await expect(page.getByRole('group', {name: 'Filtrer par saison'}).getByRole('button')).toHaveText([
      'Toutes',
      'Noël',
      'Halloween',
    ])
  })

  test('the arrow keys move the carousel one slide', async ({page}) => {
    await page.goto(`${CATALOGUE}/nova`)
    const carousel = await readyCarousel(page, 'Variations de Nova')
    const total = await slides(carousel).count()
    await expect(status(carousel)).toHaveText(`Diapositive 1 sur ${total}`)
    const previous = carousel.getByRole('button', {name: 'Diapositive précédente'})
    await expect(previous).toBeDisabled()

    await previous.focus()
    await page.keyboard.press('ArrowRight')
    await expect(status(carousel)).toHaveText(`Diapositive 2 sur ${total}`)
    await expect(slides(carousel).nth(1)).toBeInViewport()
    await expect(slides(carousel).nth(0)).not.toBeInViewport()
    await page.keyboard.press('ArrowRight')
    await expect(status(carousel)).toHaveText(`Diapositive 3 sur ${total}`)
    await page.keyboard.press('ArrowLeft')
    await expect(status(carousel)).toHaveText(`Diapositive 2 sur ${total}`)
    await expect(previous).toBeEnabled()

    // Keyboard focus came in: the rotation stopped, so the status is announced.
    await expect(carousel.getByRole('button', {name: 'Lancer le défilement'})).toBeVisible()
    await expect(status(carousel)).toHaveAttribute('aria-live', 'polite')

    // Next is disabled on the last slide.
    for (let index = 2; index < total; index += 1) await page.keyboard.press('ArrowRight')
    await expect(status(carousel)).toHaveText(`Diapositive ${total} sur ${total}`)
    await expect(carousel.getByRole('button', {name: 'Diapositive suivante'})).toBeDisabled()
  })

  test('a drag past 0.1 of a slide moves one slide, a shorter one springs back', async ({page}) => {
    await page.goto(`${CATALOGUE}/malik`)
    const carousel = await readyCarousel(page, 'Variations de Malik')
    const total = await slides(carousel).count()
    await carousel.scrollIntoViewIfNeeded()
    const box = (await slides(carousel).first().boundingBox())!
    const drag = async (fraction: number) => {
      const y = box.y + box.height / 2
      const startX = box.x + box.width * 0.8
      await page.mouse.move(startX, y)
      await page.mouse.down()
      for (let step = 1; step <= 10; step += 1) await page.mouse.move(startX - (box.width * fraction * step) / 10, y)
      // Hold still before releasing: no flick, only the distance counts.
      await page.waitForTimeout(300)
      await page.mouse.up()
    }
    await drag(0.05)
    // Dragging stopped the autoplay.
    await expect(carousel.getByRole('button', {name: 'Lancer le défilement'})).toBeVisible()
    await page.waitForTimeout(500)
    await expect(status(carousel)).toHaveText(`Diapositive 1 sur ${total}`)
    await drag(0.15)
    await expect(status(carousel)).toHaveText(`Diapositive 2 sur ${total}`)
    await expect(slides(carousel).nth(1)).toBeInViewport()
  })

  test('a zoomable slide zooms 2× under the mouse', async ({page}) => {
    await page.goto(`${CATALOGUE}/malik`)
    const carousel = await readyCarousel(page, 'Variations de Malik')
    const image = slides(carousel).first().locator('img')
    const transform = () => image.evaluate((node) => getComputedStyle(node.parentElement!).transform)
    expect(await transform()).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/)
    await image.hover()
    await expect.poll(transform).toBe('matrix(2, 0, 0, 2, 0, 0)')
  })

  test('the download links give a valid SVG and PNG of the selected variation', async ({page}) => {
    await page.goto(`${CATALOGUE}/lea`)
    const carousel = await readyCarousel(page, 'Variations de Léa')
    await carousel.getByRole('button', {name: 'Diapositive suivante'}).focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    const selected = slides(carousel).nth(2)
    await expect(status(carousel)).toHaveText(/^Diapositive 3 sur/)
    const label = ((await selected.getAttribute('aria-label')) ?? '').split(' – ')[1]!
    await expect(carousel.getByText('Télécharger la variation affichée')).toContainText(label)

    const svgLink = carousel.getByRole('link', {name: 'Télécharger en SVG'})
    const pngLink = carousel.getByRole('link', {name: 'Télécharger en PNG'})
    const svgHref = (await svgLink.getAttribute('href'))!
    const pngHref = (await pngLink.getAttribute('href'))!
    // The SVG is the image on the selected slide (the image CDN's file, which the slide asks resized).
    const file = (url: string) => {
      const {origin, pathname} = new URL(url, page.url())
      return origin + pathname
    }
    expect(file((await selected.locator('img').getAttribute('src'))!)).toBe(file(svgHref))
    await expect(svgLink).toHaveAttribute('download', /^lea-.+\.svg$/)
    await expect(pngLink).toHaveAttribute('download', /^lea-.+\.png$/)

    const svg = await page.request.get(svgHref)
    expect(svg.status()).toBe(200)
    expect(svg.headers()['content-type']).toContain('image/svg+xml')
    expect((await svg.text()).trimStart().startsWith('<svg')).toBe(true)

    const png = await page.request.get(pngHref)
    expect(png.status()).toBe(200)
    expect(png.headers()['content-type']).toContain('image/png')
    expect([...(await png.body()).subarray(0, 8)]).toEqual(PNG_SIGNATURE)

    // And the browser downloads them under their names.
    const [download] = await Promise.all([page.waitForEvent('download'), pngLink.click()])
    expect(download.suggestedFilename()).toBe(await pngLink.getAttribute('download'))
  })
})

test.describe('avatar page: comparison, hero, chat preview, « Tout télécharger »', () => {
  test('the comparison grid shows every variation of Léa, Malik and Chloé, each its own image', async ({page}) => {
    for (const avatarId of ['lea', 'malik', 'chloe']) {
      await page.goto(`${CATALOGUE}/${avatarId}`)
      const grid = page
        .getByRole('heading', {name: /côte à côte$/})
        .locator('xpath=..')
        .getByRole('listitem')
      const carousel = await readyCarousel(page, /^Variations de /)
      // The carousel holds the original and every variation; the grid every variation.
      expect(await grid.count()).toBe((await slides(carousel).count()) - 1)
      const sources = await grid
        .locator('img')
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src))
      expect(new Set(sources).size).toBe(sources.length)
      await grid.first().getByRole('link').focus()
      await expect(grid.first().getByRole('link')).toBeFocused()
    }
  })

  test('the hero draws the detailed rendition, and the chat preview names the avatar', async ({page}) => {
    await page.goto(`${CATALOGUE}/lea`)
    const hero = page.getByRole('img', {name: /^Léa, avatar humain/}).first()
    expect(await hero.getAttribute('src')).toMatch(/-512x512\.svg/)
    const preview = page.getByRole('region', {name: 'Léa dans le widget de conversation'})
    await expect(preview).toContainText('Bonjour, je suis Léa.')
    await expectNoAxeViolations(page)
  })

  test('« Tout télécharger » gives a ZIP of every variation in SVG and PNG', async ({page}) => {
    await page.goto(`${CATALOGUE}/malik`)
    const link = page.getByRole('link', {name: /^Tout télécharger \(ZIP, \d+(,\d)? (Ko|Mo)\)$/})
    const response = await page.request.get((await link.getAttribute('href'))!)
    expect(response.status()).toBe(200)
    const zip = await response.body()
    expect(zip.subarray(0, 4).toString('binary')).toBe('PK\x03\x04')
    const names = zipEntries(zip)
    const carousel = await readyCarousel(page, 'Variations de Malik')
    const count = await slides(carousel).count()
    expect(names.filter((name) => name.endsWith('.svg'))).toHaveLength(count)
    expect(names.filter((name) => name.endsWith('.png'))).toHaveLength(count)
    for (const name of ['malik.svg', 'malik.png', 'malik-skin-fonce.svg', 'malik-hair-brun.png'])
      expect(names).toContain(name)
  })
})

/** The names of a ZIP's entries, from its central directory (the end record says where it starts). */
function zipEntries(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  const count = zip.readUInt16LE(end + 10)
  let offset = zip.readUInt32LE(end + 16)
  const names: string[] = []
  for (let index = 0; index < count; index += 1) {
    const nameLength = zip.readUInt16LE(offset + 28)
    names.push(zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'))
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32)
  }
  return names
}

test.describe('carousel autoplay', () => {
  test('it advances every 5 s and the pause button stops it', async ({page}) => {
    test.setTimeout(45_000)
    await page.goto('/')
    const carousel = await readyCarousel(page, 'Cas clients')
    const pause = carousel.getByRole('button', {name: 'Mettre en pause le défilement'})
    await expect(pause).toBeVisible()
    await expect(status(carousel)).toHaveAttribute('aria-live', 'off')
    await expect(status(carousel)).toHaveText(/^Diapositives? 2/, {timeout: 8_000})

    await pause.click()
    await page.mouse.move(0, 0)
    await expect(carousel.getByRole('button', {name: 'Lancer le défilement'})).toBeVisible()
    await expect(status(carousel)).toHaveAttribute('aria-live', 'polite')
    const paused = await status(carousel).textContent()
    await page.waitForTimeout(6_000)
    await expect(status(carousel)).toHaveText(paused!)
  })

  test('it never starts under prefers-reduced-motion, and has no pause button', async ({page}) => {
    test.setTimeout(45_000)
    await page.emulateMedia({reducedMotion: 'reduce'})
    await page.goto('/')
    const carousel = await readyCarousel(page, 'Cas clients')
    await expect(carousel.getByRole('button', {name: 'Mettre en pause le défilement'})).toBeHidden()
    const start = await status(carousel).textContent()
    await page.waitForTimeout(6_000)
    await expect(status(carousel)).toHaveText(start!)
    await expect(status(carousel)).toHaveAttribute('aria-live', 'polite')
  })
})
