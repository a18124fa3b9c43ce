import type {EmblaCarouselType, EmblaOptionsType} from 'embla-carousel'

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
  embla: EmblaOptionsType
  autoplay: boolean
  autoplayInterval: number
  dragThreshold: number
  visibleSlides: {base: number; md: number; lg: number}
  keyboard: boolean
  orientation: CarouselOrientation
  intrinsicHeight: boolean
}

/**
 * Embla starts a drag on the first finger; a second finger is a pinch (zoom), not a drag.
 * Module-level so the options stay equal between renders (embla-carousel-react compares them).
 */
function startsDrag(_api: EmblaCarouselType, event: MouseEvent | TouchEvent) {
  return !('touches' in event) || event.touches.length < 2
}

function positive(name: string, value: number, {integer = false} = {}) {
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`Carousel: « ${name} » doit être un nombre ${integer ? 'entier ' : ''}positif (reçu ${value}).`)
  }
  return value
}

/**
 * Validates a carousel's props against the spec defaults and maps them to embla's options.
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

  const horizontal = orientation === 'horizontal'
  return {
    // Mapping to embla (v8):
    // - step → slidesToScroll; infinite → loop; orientation → axis x/y.
    // - The pixel thresholds → dragThreshold, embla's distance along the scroll axis before a pointer
    //   movement is a drag (and the click under it is cancelled): 15 px on a horizontal carousel,
    //   10 px on a vertical one. Across the axis embla does its own direction lock: a touch that
    //   moves more across than along is left to the page's scrolling.
    // - The 0.1-of-a-slide threshold has no embla option (embla commits past 20 % of the viewport or on
    //   a flick): the component applies it on release (see `dragCommit`).
    // - draggable → watchDrag, with a second finger left to the pinch zoom.
    embla: {
      axis: horizontal ? 'x' : 'y',
      align: 'start',
      containScroll: 'trimSnaps',
      loop: props.infinite ?? d.infinite,
      slidesToScroll: positive('step', props.step ?? d.step, {integer: true}),
      dragThreshold: horizontal ? d.horizontalDragThreshold : d.verticalDragThreshold,
      watchDrag: (props.draggable ?? d.draggable) ? startsDrag : false,
    },
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
 * Where a released drag should go: +1 (next) when the content moved back by at least `threshold` of a
 * slide, -1 (previous) when it moved forward as much, 0 otherwise. `dragged` is the change of embla's
 * location, negative towards the next slide.
 */
export function dragCommit(dragged: number, slideSize: number, threshold: number = CAROUSEL_DEFAULTS.dragThreshold) {
  if (slideSize <= 0 || Math.abs(dragged) < threshold * slideSize) return 0
  return dragged < 0 ? 1 : -1
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

/** The zoom a pinch gives: the scale at its start times how much the fingers spread, within 1×–3×. */
export function pinchScale(startScale: number, startDistance: number, distance: number) {
  const {min, max} = CAROUSEL_DEFAULTS.pinchZoom
  if (startDistance <= 0) return Math.min(max, Math.max(min, startScale))
  return Math.min(max, Math.max(min, (startScale * distance) / startDistance))
}
