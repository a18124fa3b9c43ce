import type {EmblaCarouselType} from 'embla-carousel'
import Autoplay, {type AutoplayType} from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import {useEffect, useEffectEvent, useMemo} from 'react'

import type {CarouselPosition, ResolvedCarouselOptions} from './carouselOptions'
import {dragCommit, emblaOptions} from './emblaOptions'
import {attachZoom} from './pinchZoom'

export interface EmblaControllerProps {
  viewport: HTMLElement
  options: ResolvedCarouselOptions
  /** Whether the autoplay should run now (the carousel decides: intent, hover, focus, reduced motion). */
  rotating: boolean
  onApi: (api: EmblaCarouselType | undefined) => void
  /** Embla's position, once ready and on every change. */
  onPosition: (position: CarouselPosition) => void
  /** A pointer went down on the slides: the user takes over from the autoplay. */
  onPointerDown: () => void
}

/**
 * Everything of the carousel that only matters once embla runs: the engine and its autoplay plugin attached to
 * the server-rendered viewport, following its position, the drag threshold, the intrinsic height, and the zoomable
 * slides' pointer handling. Loaded as its own chunk once the page is hydrated (see Carousel), so none of it is in
 * the pages' first-load JavaScript; until then the viewport scrolls natively. Renders nothing.
 */
export default function EmblaController({
  viewport,
  options,
  rotating,
  onApi,
  onPosition,
  onPointerDown,
}: EmblaControllerProps) {
  const {autoplay, autoplayInterval, intrinsicHeight, orientation, dragThreshold} = options
  const plugins = useMemo(
    () =>
      autoplay
        ? [
            Autoplay({
              delay: autoplayInterval,
              playOnInit: false,
              // The carousel decides when it plays (intent, hover, focus, reduced motion): the plugin
              // keeps time, and a drag stops it.
              stopOnInteraction: true,
              stopOnFocusIn: false,
              stopOnMouseEnter: false,
            }),
          ]
        : [],
    [autoplay, autoplayInterval],
  )
  const [emblaRef, api] = useEmblaCarousel(emblaOptions(options), plugins)
  const reportPosition = useEffectEvent(onPosition)
  const reportPointerDown = useEffectEvent(onPointerDown)

  useEffect(() => {
    emblaRef(viewport)
    return () => emblaRef(null)
  }, [emblaRef, viewport])

  useEffect(() => attachZoom(viewport), [viewport])

  // Follow embla: position, button states, the drag threshold, the intrinsic height.
  useEffect(() => {
    if (!api) return
    const update = (emblaApi: EmblaCarouselType) => {
      const selected = emblaApi.selectedScrollSnap()
      reportPosition({
        selected,
        snaps: emblaApi.scrollSnapList().length,
        canPrev: emblaApi.canScrollPrev(),
        canNext: emblaApi.canScrollNext(),
      })
      if (intrinsicHeight) {
        const slide = emblaApi.slideNodes()[selected]
        if (slide) emblaApi.rootNode().style.height = `${slide.offsetHeight}px`
      }
    }
    let drag = {location: 0, snap: 0}
    const pointerDown = (emblaApi: EmblaCarouselType) => {
      reportPointerDown()
      drag = {location: emblaApi.internalEngine().location.get(), snap: emblaApi.selectedScrollSnap()}
    }
    const pointerUp = (emblaApi: EmblaCarouselType) => {
      // embla itself moves on past 20 % of the viewport or on a flick; the spec commits at 0.1 of a slide.
      if (emblaApi.selectedScrollSnap() !== drag.snap) return
      const slide = emblaApi.slideNodes()[drag.snap]
      if (!slide) return
      const size = orientation === 'horizontal' ? slide.offsetWidth : slide.offsetHeight
      const commit = dragCommit(emblaApi.internalEngine().location.get() - drag.location, size, dragThreshold)
      if (commit > 0) emblaApi.scrollNext()
      if (commit < 0) emblaApi.scrollPrev()
    }
    // Native scrolling (before embla) may have moved the viewport: embla translates from zero.
    api.rootNode().scrollTo?.(0, 0)
    update(api)
    api
      .on('select', update)
      .on('reInit', update)
      .on('resize', update)
      .on('pointerDown', pointerDown)
      .on('pointerUp', pointerUp)
    return () => {
      api
        .off('select', update)
        .off('reInit', update)
        .off('resize', update)
        .off('pointerDown', pointerDown)
        .off('pointerUp', pointerUp)
    }
  }, [api, intrinsicHeight, orientation, dragThreshold])

  // Start or stop the autoplay timer.
  useEffect(() => {
    const plugin = api?.plugins().autoplay as AutoplayType | undefined
    if (!plugin) return
    if (rotating) plugin.play()
    else plugin.stop()
  }, [api, rotating])

  useEffect(() => {
    onApi(api)
  }, [api, onApi])

  useEffect(() => () => onApi(undefined), [onApi])

  return null
}
