/** Spec section 9: the carousel's defaults, in one place. */
export const CAROUSEL_DEFAULTS = {
  /** Autoplay is on, one slide every 5 s, with a pause control (WCAG 2.2.2); never under reduced motion. */
  autoplay: true,
  autoplayInterval: 5000,
  /** Slides moved by one step (arrows, keys, autoplay). */
  step: 1,
  /** A drag of this fraction of a slide commits to the neighbouring slide. */
  dragThreshold: 0.1,
  /** Pixels a pointer must travel along the axis before it counts as a drag rather than a click. */
  horizontalDragThreshold: 15,
  verticalDragThreshold: 10,
  visibleSlides: 1,
  infinite: false,
  /** Touch and mouse dragging. */
  draggable: true,
  /** Left and right arrow keys move one step while focus is in the carousel. */
  keyboard: true,
  /** Zoomable slides: 2× under a hovering mouse, 1×–3× by pinching. */
  hoverZoom: 2,
  pinchZoom: {min: 1, max: 3},
  orientation: 'horizontal',
  /** Slides keep their own height and the viewport follows the current one (horizontal only). */
  intrinsicHeight: false,
} as const

export type CarouselOrientation = 'horizontal' | 'vertical'

/** How many slides show at once: one number, or one per breakpoint (md ≥ 40rem, lg ≥ 64rem). */
export type VisibleSlides = number | {base: number; md?: number; lg?: number}

interface CommonSettings {
  autoplay?: boolean
  autoplayInterval?: number
  step?: number
  dragThreshold?: number
  visibleSlides?: VisibleSlides
  infinite?: boolean
  draggable?: boolean
  keyboard?: boolean
}

/**
 * A carousel's props. Spec section 9: the intrinsic-height option with a vertical orientation is an error, here a
 * type error (a vertical viewport needs a fixed height to scroll in, which a height following each slide cannot
 * give).
 */
export type CarouselSettings = CommonSettings &
  ({orientation?: 'horizontal'; intrinsicHeight?: boolean} | {orientation: 'vertical'; intrinsicHeight?: false})

export interface ResolvedCarouselOptions {
  step: number
  infinite: boolean
  draggable: boolean
  autoplay: boolean
  autoplayInterval: number
  dragThreshold: number
  visibleSlides: {base: number; md: number; lg: number}
  keyboard: boolean
  orientation: CarouselOrientation
  intrinsicHeight: boolean
}

/** Where embla stands: the selected snap among `snaps`, and whether it can move either way. */
export interface CarouselPosition {
  selected: number
  snaps: number
  canPrev: boolean
  canNext: boolean
}

function positive(name: string, value: number, {integer = false} = {}) {
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`Carousel: « ${name} » doit être un nombre ${integer ? 'entier ' : ''}positif (reçu ${value}).`)
  }
}

/**
 * Throws on a developer's mistake in a carousel's props: what the type cannot say (ranges, integers) and, for
 * callers without types, the vertical intrinsic height. The props are constants in code, so development and the
 * tests run these checks and production builds leave them out of the pages' JavaScript.
 */
function assertValid(props: CarouselSettings) {
  const d = CAROUSEL_DEFAULTS
  const {intrinsicHeight, orientation}: {intrinsicHeight?: boolean; orientation?: CarouselOrientation} = props
  if (intrinsicHeight && orientation === 'vertical') {
    throw new Error('Carousel: l’option « intrinsicHeight » ne peut pas être combinée avec l’orientation verticale.')
  }
  const dragThreshold = props.dragThreshold ?? d.dragThreshold
  if (!(dragThreshold > 0 && dragThreshold <= 1)) {
    throw new Error(`Carousel: « dragThreshold » est une fraction de diapositive entre 0 et 1 (reçu ${dragThreshold}).`)
  }
  const visible = props.visibleSlides ?? d.visibleSlides
  const perBreakpoint = typeof visible === 'number' ? {base: visible} : visible
  for (const [breakpoint, count] of Object.entries(perBreakpoint)) {
    // A breakpoint left undefined takes the one below it.
    if (count !== undefined)
      positive(breakpoint === 'base' ? 'visibleSlides' : `visibleSlides.${breakpoint}`, count, {integer: true})
  }
  positive('step', props.step ?? d.step, {integer: true})
  positive('autoplayInterval', props.autoplayInterval ?? d.autoplayInterval)
}

/**
 * Resolves a carousel's props against the spec defaults (embla's options are mapped from these in its own chunk,
 * see `emblaOptions`); outside production, first checks them (`assertValid`).
 */
export function carouselOptions(props: CarouselSettings = {}): ResolvedCarouselOptions {
  if (process.env.NODE_ENV !== 'production') assertValid(props)
  const d = CAROUSEL_DEFAULTS
  const visible = props.visibleSlides ?? d.visibleSlides
  const base = typeof visible === 'number' ? visible : visible.base
  const md = typeof visible === 'number' ? base : (visible.md ?? base)
  const lg = typeof visible === 'number' ? md : (visible.lg ?? md)

  return {
    step: props.step ?? d.step,
    infinite: props.infinite ?? d.infinite,
    draggable: props.draggable ?? d.draggable,
    autoplay: props.autoplay ?? d.autoplay,
    autoplayInterval: props.autoplayInterval ?? d.autoplayInterval,
    dragThreshold: props.dragThreshold ?? d.dragThreshold,
    visibleSlides: {base, md, lg},
    keyboard: props.keyboard ?? d.keyboard,
    orientation: props.orientation ?? d.orientation,
    intrinsicHeight: props.intrinsicHeight ?? d.intrinsicHeight,
  }
}

/**
 * The announcement of the current position: the selected snap (0-based) among `snapCount`, over
 * `total` slides. With several visible slides, snaps are fewer than slides (the last snap shows the last
 * `total - snapCount + 1` slides), so the text names the range in view.
 */
export function statusText(selected: number, snapCount: number, total: number) {
  if (total <= 0) return ''
  const perView = snapCount > 0 ? Math.max(1, total - snapCount + 1) : 1
  const first = Math.min(selected + 1, total)
  const last = Math.min(first + perView - 1, total)
  return first === last ? `Diapositive ${first} sur ${total}` : `Diapositives ${first} à ${last} sur ${total}`
}
