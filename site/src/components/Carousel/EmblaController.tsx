import type {EmblaCarouselType, EmblaOptionsType} from 'embla-carousel'
import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import {useEffect, useMemo} from 'react'

export interface EmblaControllerProps {
  viewport: HTMLElement
  options: EmblaOptionsType
  autoplay: boolean
  autoplayInterval: number
  onApi: (api: EmblaCarouselType | undefined) => void
}

/**
 * The embla engine and its autoplay plugin, attached to the carousel's server-rendered viewport.
 * Loaded as its own chunk once the page is hydrated (see Carousel), so embla stays out of the
 * pages' first-load JavaScript; until then the viewport scrolls natively. Renders nothing.
 */
export default function EmblaController({viewport, options, autoplay, autoplayInterval, onApi}: EmblaControllerProps) {
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
  const [emblaRef, api] = useEmblaCarousel(options, plugins)

  useEffect(() => {
    emblaRef(viewport)
    return () => emblaRef(null)
  }, [emblaRef, viewport])

  useEffect(() => {
    onApi(api)
  }, [api, onApi])

  useEffect(() => () => onApi(undefined), [onApi])

  return null
}
