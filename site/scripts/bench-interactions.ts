// `npm run bench:interactions` (after a build; NEXT_DIST_DIR names it, default .next): the latency of the first
// interaction after load with each control a visitor uses first, as a mid-range phone feels it: Debian's Chromium with a
// phone's viewport, touch and its CPU slowed 4×, on the production build under `next start`. Each latency is the
// `web-vitals` library's INP (with attribution: input delay, processing, presentation) of that one interaction, over
// RUNS fresh page loads; it prints the best and the median, and the median run's breakdown. Interactions under 16 ms
// are below what the Event Timing API reports. It prints figures and asserts nothing: they move with the machine.
import {readFileSync} from 'node:fs'
import path from 'node:path'

import {chromium, type Page} from 'playwright-core'

import {CHROMIUM_PATH} from '../e2e/chromium.mjs'
import {nextStart, runBenchmark} from './bench/server'

const site = path.resolve(__dirname, '..')
const RUNS = Number(process.env.BENCH_RUNS || 5)
const CPU_SLOWDOWN = 4
/** A mid-range phone's screen, as Lighthouse's mobile run emulates it. */
const PHONE = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true}
/** The library's script build (the global `webVitals`), beside the module its package exports. */
const WEB_VITALS = readFileSync(
  path.join(path.dirname(require.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'),
  'utf8',
)

interface Interaction {
  name: string
  path: string
  /** What comes before, not measured (opening the menu whose group is then opened). */
  before?: (page: Page) => Promise<void>
  act: (page: Page) => Promise<void>
  /** What shows the interaction took effect. */
  done: (page: Page) => Promise<void>
}

const typeFirstKey = (name: string, key: string) => async (page: Page) => {
  await page.getByRole('searchbox', {name}).tap()
  await page.keyboard.press(key)
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'Menu burger',
    path: '/',
    act: (page) => page.getByRole('button', {name: 'Ouvrir le menu'}).tap(),
    done: (page) => page.getByRole('dialog', {name: 'Menu'}).waitFor(),
  },
  {
    name: 'Un menu (« Cas d’usage »)',
    path: '/',
    before: async (page) => {
      await page.getByRole('button', {name: 'Ouvrir le menu'}).tap()
      await page.getByRole('dialog', {name: 'Menu'}).waitFor()
    },
    act: (page) => page.getByRole('dialog', {name: 'Menu'}).locator('summary', {hasText: 'Cas d’usage'}).tap(),
    done: (page) =>
      page
        .getByRole('dialog', {name: 'Menu'})
        .getByRole('link', {name: /Ressources humaines/})
        .waitFor(),
  },
  {
    name: 'Première touche, FAQ',
    path: '/ressources/faq',
    act: typeFirstKey('Rechercher dans la FAQ', 'm'),
    done: (page) => page.waitForURL(/[?&]q=m/),
  },
  {
    name: 'Première touche, catalogue',
    path: '/solution/connecteurs',
    act: typeFirstKey('Rechercher un connecteur', 'g'),
    done: (page) => page.waitForURL(/[?&]q=g/),
  },
  {
    name: 'Filtre de catégorie',
    path: '/solution/connecteurs',
    act: (page) => page.getByRole('checkbox', {name: /^ITSM/}).tap(),
    done: (page) => page.waitForURL(/tags=itsm/),
  },
  {
    name: '« Afficher plus »',
    path: '/solution/connecteurs',
    act: (page) => page.getByRole('button', {name: 'Afficher plus de connecteurs'}).tap(),
    done: async (page) => {
      await page.waitForTimeout(500)
    },
  },
  {
    name: 'Lanceur de l’assistant',
    path: '/',
    act: (page) => page.getByRole('button', {name: 'Une question ?'}).tap(),
    done: (page) => page.getByRole('dialog').first().waitFor(),
  },
  {
    name: 'Première touche, formulaire',
    path: '/contact',
    act: async (page) => {
      await page.getByLabel('Prénom').tap()
      await page.keyboard.type('É')
    },
    done: async (page) => {
      await page.waitForTimeout(300)
    },
  },
  {
    name: 'Envoi avec erreurs',
    path: '/contact',
    act: (page) => page.getByRole('button', {name: 'Envoyer le message'}).tap(),
    done: (page) => page.getByText('Un prénom est requis.').waitFor(),
  },
]

interface InpReport {
  value: number
  target: string
  inputDelay: number
  processingDuration: number
  presentationDelay: number
}

/** One fresh load of the interaction's page, its action right after the load event; its INP, or null under 16 ms. */
async function measure(origin: string, interaction: Interaction): Promise<InpReport | null> {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH})
  try {
    const context = await browser.newContext({...PHONE, locale: 'fr-FR'})
    await context.addInitScript(`${WEB_VITALS}
      window.__inp = [];
      webVitals.onINP((metric) => window.__inp.push({
        value: metric.value,
        target: metric.attribution.interactionTarget,
        inputDelay: metric.attribution.inputDelay,
        processingDuration: metric.attribution.processingDuration,
        presentationDelay: metric.attribution.presentationDelay,
      }), {reportAllChanges: true, durationThreshold: 16});`)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN})
    await page.goto(`${origin}${interaction.path}`, {waitUntil: 'load'})
    if (interaction.before) {
      await interaction.before(page)
      // Its own report comes after its next paint: let it pass before the measured interaction.
      await page.waitForTimeout(500)
    }
    await page.evaluate(() => ((window as unknown as {__inp: unknown[]}).__inp.length = 0))
    await interaction.act(page)
    await interaction.done(page)
    // INP is reported after the next paint; hiding the page makes web-vitals report what it holds.
    await page.waitForTimeout(500)
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    const reports = await page.evaluate(() => (window as unknown as {__inp: InpReport[]}).__inp)
    return reports.length ? reports.reduce((worst, report) => (report.value > worst.value ? report : worst)) : null
  } finally {
    await browser.close()
  }
}

const median = <T>(sorted: T[]) => sorted[Math.floor((sorted.length - 1) / 2)]!
const ms = (value: number) => `${Math.round(value)} ms`

runBenchmark(async () => {
  const server = await nextStart(site, {NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next'})
  console.log(
    `Chromium, ${PHONE.viewport.width}×${PHONE.viewport.height}, CPU ${CPU_SLOWDOWN}× slower, ${RUNS} loads each`,
  )
  console.log(
    `${'interaction'.padEnd(32)}${'best'.padStart(9)}${'median'.padStart(9)}   median's input delay / processing / presentation, target`,
  )
  for (const interaction of INTERACTIONS) {
    const runs: (InpReport | null)[] = []
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(server.origin, interaction))
    const values = runs.map((report) => report ?? null).sort((a, b) => (a?.value ?? 0) - (b?.value ?? 0))
    const best = values[0] ?? null
    const middle = median(values)
    const shown = (report: InpReport | null) => (report ? ms(report.value) : '< 16 ms')
    const breakdown = middle
      ? `${ms(middle.inputDelay)} / ${ms(middle.processingDuration)} / ${ms(middle.presentationDelay)}, ${middle.target || '?'}`
      : '–'
    console.log(`${interaction.name.padEnd(32)}${shown(best).padStart(9)}${shown(middle).padStart(9)}   ${breakdown}`)
  }
  await server.stop()
})
