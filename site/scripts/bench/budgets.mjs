// The issue's budgets and their evaluation: first-load JavaScript against the floor (bench:bundle, in CI) and the
// Lighthouse targets (bench:lighthouse, on demand: timings move with the machine).

export const KB = 1024

/** First-load JavaScript, gzip, above the floor's: the search pages carry their search, every other page 15 KB. */
const BUNDLE_BUDGETS_KB = {content: 15, search: 55}
/** The search pages' routes, both renderings of each (searchPageRoutes in @parlia/schemas/routes; a test holds them). */
export const SEARCH_PAGE_ROUTES = [
  '/recherche/connecteurs',
  '/recherche/connecteurs/filtres',
  '/recherche/faq',
  '/recherche/faq/filtres',
]
const SEARCH_PAGES = new Set(SEARCH_PAGE_ROUTES)

/** The budget of a page route, in KB above the floor. */
export function bundleBudgetKb(route) {
  return SEARCH_PAGES.has(route) ? BUNDLE_BUDGETS_KB.search : BUNDLE_BUDGETS_KB.content
}

/** A page's first load (`bytes`, gzip) against the floor's and its budget. */
export function bundleVerdict(route, bytes, floorBytes) {
  const budgetKb = bundleBudgetKb(route)
  const aboveBytes = bytes - floorBytes
  return {route, bytes, aboveBytes, budgetKb, over: aboveBytes > budgetKb * KB}
}

/** Lighthouse (mobile), per route, the floor measured in the same run. Scores in hundredths, as Lighthouse shows them. */
export const LIGHTHOUSE_TARGETS = {
  scores: {performance: 98, accessibility: 100, 'best-practices': 100, seo: 100},
  lcpMs: 1500,
  tbtAboveFloorMs: 100,
  // CLS 0; below 0.001 is rounding.
  clsBelow: 0.001,
}

export const CATEGORIES = Object.keys(LIGHTHOUSE_TARGETS.scores)

/** What a Lighthouse result says against the targets: scores (0–100, null when not scored), metrics, noindex. */
export function lighthouseSummary(lhr) {
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score
      return [id, typeof score === 'number' ? Math.round(score * 100) : null]
    }),
  )
  return {
    scores,
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    // Pages kept out of search engines on purpose (login, confirmations, 404) are not held to the SEO score.
    noindex: lhr.audits['is-crawlable']?.score === 0,
    error: lhr.runtimeError?.message ?? null,
  }
}

/** The best of several runs of one page: the highest performance score, then the lowest TBT, then the first. */
export function bestRun(runs) {
  if (!runs.length) throw new Error('No run to choose from.')
  return runs.reduce((best, run) => {
    const a = best.scores.performance ?? -1
    const b = run.scores.performance ?? -1
    return b > a || (b === a && run.tbtMs < best.tbtMs) ? run : best
  })
}

/** The targets a route's summary misses, as sentences; `floorTbtMs` is the floor's TBT in the same run. */
export function lighthouseMisses(summary, floorTbtMs) {
  const misses = []
  if (summary.error) misses.push(`Lighthouse error: ${summary.error}`)
  for (const [id, min] of Object.entries(LIGHTHOUSE_TARGETS.scores)) {
    if (id === 'seo' && summary.noindex) continue
    const score = summary.scores[id]
    if (score === null || score < min)
      misses.push(`${id} ${score === null ? 'not scored' : (score / 100).toFixed(2)} < ${(min / 100).toFixed(2)}`)
  }
  if (!(summary.lcpMs <= LIGHTHOUSE_TARGETS.lcpMs))
    misses.push(`LCP ${Math.round(summary.lcpMs)} ms > ${LIGHTHOUSE_TARGETS.lcpMs} ms`)
  const maxTbt = floorTbtMs + LIGHTHOUSE_TARGETS.tbtAboveFloorMs
  if (!(summary.tbtMs <= maxTbt)) {
    misses.push(
      `TBT ${Math.round(summary.tbtMs)} ms > floor ${Math.round(floorTbtMs)} + ${LIGHTHOUSE_TARGETS.tbtAboveFloorMs} ms`,
    )
  }
  if (!(summary.cls < LIGHTHOUSE_TARGETS.clsBelow)) misses.push(`CLS ${summary.cls.toFixed(3)} > 0`)
  return misses
}

/** The audits that cost a category points: weighted, scored below 1. */
export function costlyAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => ({id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue ?? ''}))
}

/** The largest contentful paint's element and phases (time to first byte, load delay, load time, render delay). */
export function lcpBreakdown(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? []
  const node = tables.flatMap((table) => table.items ?? []).find((item) => item.node)?.node
  const phases = tables
    .flatMap((table) => table.items ?? [])
    .filter((item) => item.phase !== undefined && typeof item.timing === 'number')
  return {
    element: node ? `${node.selector ?? ''}${node.nodeLabel ? ` “${node.nodeLabel}”` : ''}`.trim() : null,
    phases: phases.map((item) => ({phase: item.phase, ms: Math.round(item.timing)})),
  }
}
