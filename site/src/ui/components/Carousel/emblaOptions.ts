import type {EmblaCarouselType, EmblaOptionsType} from 'embla-carousel'

import {CAROUSEL_DEFAULTS, type ResolvedCarouselOptions} from './carouselOptions'

/**
 * Embla starts a drag on the first finger; a second finger is a pinch (zoom), not a drag.
 * Module-level so the options stay equal between renders (embla-carousel-react compares them).
 */
function startsDrag(_api: EmblaCarouselType, event: MouseEvent | TouchEvent) {
  return !('touches' in event) || event.touches.length < 2
}

/**
 * Maps a carousel's resolved options to embla's (v8). Only embla's chunk needs it (see EmblaController).
 * - step → slidesToScroll; infinite → loop; orientation → axis x/y.
 * - The pixel thresholds → dragThreshold, embla's distance along the scroll axis before a pointer
 *   movement is a drag (and the click under it is cancelled): 15 px on a horizontal carousel,
 *   10 px on a vertical one. Across the axis embla does its own direction lock: a touch that
 *   moves more across than along is left to the page's scrolling.
 * - The 0.1-of-a-slide threshold has no embla option (embla commits past 20 % of the viewport or on
 *   a flick): the controller applies it on release (see `dragCommit`).
 * - draggable → watchDrag, with a second finger left to the pinch zoom.
 */
export function emblaOptions(options: ResolvedCarouselOptions): EmblaOptionsType {
  const horizontal = options.orientation === 'horizontal'
  return {
    axis: horizontal ? 'x' : 'y',
    align: 'start',
    containScroll: 'trimSnaps',
    loop: options.infinite,
    slidesToScroll: options.step,
    dragThreshold: horizontal ? CAROUSEL_DEFAULTS.horizontalDragThreshold : CAROUSEL_DEFAULTS.verticalDragThreshold,
    watchDrag: options.draggable ? startsDrag : false,
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
