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

export interface CarouselSettings {
  autoplay?: boolean
  autoplayInterval?: number
  step?: number
  dragThreshold?: number
  visibleSlides?: VisibleSlides
  infinite?: boolean
  draggable?: boolean
  keyboard?: boolean
  orientation?: CarouselOrientation
  intrinsicHeight?: boolean
}

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
  return value
}

/**
 * Validates a carousel's props against the spec defaults and resolves them (embla's options are mapped from
 * these in its own chunk, see `emblaOptions`).
 * Throws when the intrinsic-height option is combined with the vertical orientation (spec section 9):
 * a vertical viewport needs a fixed height to scroll in, which a height following each slide cannot give.
 */
export function carouselOptions(props: CarouselSettings = {}): ResolvedCarouselOptions {
  const d = CAROUSEL_DEFAULTS
  const orientation = props.orientation ?? d.orientation
  const intrinsicHeight = props.intrinsicHeight ?? d.intrinsicHeight
  if (intrinsicHeight && orientation === 'vertical') {
    throw new Error('Carousel: l’option « intrinsicHeight » ne peut pas être combinée avec l’orientation verticale.')
  }
  const dragThreshold = props.dragThreshold ?? d.dragThreshold
  if (!(dragThreshold > 0 && dragThreshold <= 1)) {
    throw new Error(`Carousel: « dragThreshold » est une fraction de diapositive entre 0 et 1 (reçu ${dragThreshold}).`)
  }
  const visible = props.visibleSlides ?? d.visibleSlides
  const base = positive('visibleSlides', typeof visible === 'number' ? visible : visible.base, {integer: true})
  const md = typeof visible === 'number' ? base : positive('visibleSlides.md', visible.md ?? base, {integer: true})
  const lg = typeof visible === 'number' ? md : positive('visibleSlides.lg', visible.lg ?? md, {integer: true})

  return {
    step: positive('step', props.step ?? d.step, {integer: true}),
    infinite: props.infinite ?? d.infinite,
    draggable: props.draggable ?? d.draggable,
    autoplay: props.autoplay ?? d.autoplay,
    autoplayInterval: positive('autoplayInterval', props.autoplayInterval ?? d.autoplayInterval),
    dragThreshold,
    visibleSlides: {base, md, lg},
    keyboard: props.keyboard ?? d.keyboard,
    orientation,
    intrinsicHeight,
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
