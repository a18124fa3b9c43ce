/** @jest-environment node */
import {searchPageRoutes} from '@parlia/schemas/queryPages'

import {
  bestRun,
  bundleBudgetKb,
  bundleVerdict,
  costlyAudits,
  KB,
  lcpBreakdown,
  lighthouseMisses,
  lighthouseSummary,
  SEARCH_PAGE_ROUTES,
} from './budgets.mjs'

const FLOOR = 110 * KB

describe('bundleVerdict', () => {
  it('holds content and form pages to the floor + 15 KB, to the byte', () => {
    expect(bundleVerdict('/contact', FLOOR + 15 * KB, FLOOR)).toMatchObject({
      budgetKb: 15,
      aboveBytes: 15 * KB,
      over: false,
    })
    expect(bundleVerdict('/contact', FLOOR + 15 * KB + 1, FLOOR)).toMatchObject({over: true})
    expect(bundleVerdict('/blog/[postId]', FLOOR + 25 * KB, FLOOR).over).toBe(true)
  })

  it('names the search pages’ renderings of the route map', () => {
    expect([...SEARCH_PAGE_ROUTES].sort()).toEqual(
      Object.values(searchPageRoutes)
        .flatMap(({unfiltered, filtered}) => [unfiltered, filtered])
        .sort(),
    )
  })

  it('gives the two search pages, both renderings, the floor + 55 KB', () => {
    for (const route of SEARCH_PAGE_ROUTES) expect(bundleBudgetKb(route)).toBe(55)
    expect(bundleVerdict('/recherche/faq', FLOOR + 40 * KB, FLOOR).over).toBe(false)
    expect(bundleVerdict('/recherche/faq/filtres', FLOOR + 55 * KB + 1, FLOOR).over).toBe(true)
    // Pages under the search pages are content pages.
    expect(bundleBudgetKb('/solution/connecteurs/[connectorId]')).toBe(15)
    expect(bundleVerdict('/solution/connecteurs/[connectorId]', FLOOR + 40 * KB, FLOOR).over).toBe(true)
  })

  it('counts a page lighter than the floor as within budget', () => {
    expect(bundleVerdict('/', FLOOR - KB, FLOOR)).toMatchObject({aboveBytes: -KB, over: false})
  })
})

/** A summary as lighthouseSummary makes it. */
const summary = (overrides = {}) => ({
  scores: {performance: 100, accessibility: 100, 'best-practices': 100, seo: 100},
  lcpMs: 900,
  tbtMs: 80,
  cls: 0,
  noindex: false,
  error: null,
  ...overrides,
})

describe('lighthouseMisses', () => {
  it('finds nothing on a page within every target', () => {
    expect(
      lighthouseMisses(
        summary({
          scores: {performance: 98, accessibility: 100, 'best-practices': 100, seo: 100},
          lcpMs: 1500,
          tbtMs: 160,
          cls: 0.0004,
        }),
        60,
      ),
    ).toEqual([])
  })

  it('names each missed target', () => {
    const misses = lighthouseMisses(
      summary({
        scores: {performance: 97, accessibility: 96, 'best-practices': 100, seo: null},
        lcpMs: 1501,
        tbtMs: 161,
        cls: 0.001,
      }),
      60,
    )
    expect(misses).toEqual([
      'performance 0.97 < 0.98',
      'accessibility 0.96 < 1.00',
      'seo not scored < 1.00',
      'LCP 1501 ms > 1500 ms',
      'TBT 161 ms > floor 60 + 100 ms',
      'CLS 0.001 > 0',
    ])
  })

  it('measures TBT against the floor of the same run', () => {
    expect(lighthouseMisses(summary({tbtMs: 250}), 160)).toEqual([])
    expect(lighthouseMisses(summary({tbtMs: 250}), 140)).toEqual(['TBT 250 ms > floor 140 + 100 ms'])
  })

  it('does not hold noindex pages to SEO', () => {
    const scores = {performance: 100, accessibility: 100, 'best-practices': 100, seo: 66}
    expect(lighthouseMisses(summary({scores, noindex: true}), 60)).toEqual([])
    expect(lighthouseMisses(summary({scores}), 60)).toEqual(['seo 0.66 < 1.00'])
  })

  it('fails a run Lighthouse could not complete', () => {
    expect(lighthouseMisses(summary({error: 'NO_FCP', lcpMs: NaN}), 60)).toEqual([
      'Lighthouse error: NO_FCP',
      'LCP NaN ms > 1500 ms',
    ])
  })
})

describe('bestRun', () => {
  it('keeps the run with the highest performance score, with its own metrics', () => {
    const slow = summary({scores: {...summary().scores, performance: 93}, tbtMs: 300, run: 1})
    const fast = summary({scores: {...summary().scores, performance: 97}, tbtMs: 350, run: 2})
    expect(bestRun([slow, fast])).toBe(fast)
    expect(bestRun([fast, slow])).toBe(fast)
  })

  it('breaks a tie on the lower TBT, then keeps the first', () => {
    const a = summary({tbtMs: 120, run: 'a'})
    const b = summary({tbtMs: 90, run: 'b'})
    expect(bestRun([a, b])).toBe(b)
    const c = summary({tbtMs: 90, run: 'c'})
    expect(bestRun([b, c])).toBe(b)
  })

  it('prefers any score to a run that was not scored', () => {
    const failed = summary({scores: {...summary().scores, performance: null}, tbtMs: 0})
    const scored = summary({scores: {...summary().scores, performance: 40}})
    expect(bestRun([failed, scored])).toBe(scored)
    expect(() => bestRun([])).toThrow('No run')
  })
})

/** A minimal Lighthouse result. */
const lhr = {
  categories: {
    performance: {
      score: 0.975,
      auditRefs: [
        {id: 'total-blocking-time', weight: 30},
        {id: 'largest-contentful-paint', weight: 25},
        {id: 'bootup-time', weight: 0},
      ],
    },
    accessibility: {score: 1, auditRefs: [{id: 'color-contrast', weight: 7}]},
    'best-practices': {score: 0.96, auditRefs: [{id: 'errors-in-console', weight: 1}]},
    seo: {score: 0.69, auditRefs: [{id: 'is-crawlable', weight: 4.04}]},
  },
  audits: {
    'total-blocking-time': {
      id: 'total-blocking-time',
      title: 'Total Blocking Time',
      score: 0.82,
      numericValue: 240,
      displayValue: '240 ms',
    },
    'largest-contentful-paint': {
      id: 'largest-contentful-paint',
      title: 'Largest Contentful Paint',
      score: 1,
      numericValue: 1200,
    },
    'bootup-time': {id: 'bootup-time', title: 'JavaScript execution time', score: 0.5},
    'color-contrast': {id: 'color-contrast', title: 'Contrast', score: null, scoreDisplayMode: 'notApplicable'},
    'errors-in-console': {id: 'errors-in-console', title: 'Browser errors were logged to the console', score: 0},
    'is-crawlable': {id: 'is-crawlable', title: 'Page is blocked from indexing', score: 0},
    'cumulative-layout-shift': {numericValue: 0.0002},
  },
}

describe('lighthouseSummary', () => {
  it('reads scores as Lighthouse shows them (hundredths), the metrics and noindex', () => {
    expect(lighthouseSummary(lhr)).toEqual({
      scores: {performance: 98, accessibility: 100, 'best-practices': 96, seo: 69},
      lcpMs: 1200,
      tbtMs: 240,
      cls: 0.0002,
      noindex: true,
      error: null,
    })
  })
})

describe('costlyAudits', () => {
  it('lists the weighted audits scored below 1', () => {
    expect(costlyAudits(lhr, 'performance')).toEqual([
      {id: 'total-blocking-time', title: 'Total Blocking Time', score: 0.82, displayValue: '240 ms'},
    ])
    expect(costlyAudits(lhr, 'accessibility')).toEqual([])
    expect(costlyAudits(lhr, 'best-practices').map((audit) => audit.id)).toEqual(['errors-in-console'])
  })
})

describe('lcpBreakdown', () => {
  it("names the LCP element and its phases from Lighthouse's audit", () => {
    const audit = {
      details: {
        type: 'list',
        items: [
          {
            type: 'table',
            items: [{node: {type: 'node', selector: 'main > section > h1', nodeLabel: 'Votre assistant'}}],
          },
          {
            type: 'table',
            items: [
              {phase: 'TTFB', timing: 612.4},
              {phase: 'Render Delay', timing: 1100.6},
            ],
          },
        ],
      },
    }
    expect(lcpBreakdown({audits: {'largest-contentful-paint-element': audit}})).toEqual({
      element: 'main > section > h1 “Votre assistant”',
      phases: [
        {phase: 'TTFB', ms: 612},
        {phase: 'Render Delay', ms: 1101},
      ],
    })
    expect(lcpBreakdown({audits: {}})).toEqual({element: null, phases: []})
  })
})
