import type {EmblaCarouselType} from 'embla-carousel'
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'

import {lazyChunk} from '../../../platform/bundling/lazyChunk'
import styles from './Carousel.module.css'
import {
  CAROUSEL_DEFAULTS,
  type CarouselPosition,
  type CarouselSettings,
  carouselOptions,
  statusText,
} from './carouselOptions'

// embla (with its React hook and autoplay plugin) and all that only matters once it runs (following it, the drag
// threshold, autoplay timing, pinch zoom) arrive in their own chunk after hydration: they stay out of the
// first-load JavaScript, and the server-rendered viewport scrolls natively until then.
const EmblaController = lazyChunk(() => import('./EmblaController').then((module) => module.default))

export interface CarouselSlide {
  key: string
  content: ReactNode
  /** Shown under the content, outside the zoom. */
  caption?: ReactNode
  /** Appended to the slide's « n sur m » name. */
  label?: string
  /** Hover zoom 2× and pinch zoom 1×–3× (images). */
  zoomable?: boolean
}

export type CarouselProps = CarouselSettings & {
  /** Accessible name of the carousel region. */
  label: string
  slides: CarouselSlide[]
  /** Called with the selected slide (snap) index, once ready and on every change. */
  onSelect?: (index: number) => void
  /** Content inside the carousel region, after the controls (e.g. actions on the current slide). */
  children?: ReactNode
  className?: string
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void) {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}
const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION).matches : false
// Until hydrated the preference is unknown: no autoplay from the server.
const reducedMotionOnServer = () => true

const EDITABLE = /^(INPUT|TEXTAREA|SELECT)$/

/**
 * Calls `near` once `element` comes within a screen's height of the viewport, or at once where the browser cannot
 * tell: embla's chunk and its measuring then wait until the carousel may be seen, instead of competing with a
 * visitor's first gesture right after the page loads.
 */
function whenNear(element: Element, near: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    near()
    return () => undefined
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      near()
    },
    {rootMargin: '100% 0px'},
  )
  observer.observe(element)
  return () => observer.disconnect()
}

/**
 * The site's carousel (spec section 9), over embla-carousel: one slide moved at a time by the
 * previous/next buttons, the arrow keys, dragging or swiping, and an autoplay with a pause control
 * that never runs under `prefers-reduced-motion`. Slides are server-rendered; without JavaScript the
 * viewport simply scrolls.
 */
export function Carousel({label, slides, onSelect, children, className, ...settings}: CarouselProps) {
  const options = carouselOptions(settings)
  const viewportRef = useRef<HTMLDivElement>(null)
  // Set once the carousel is near the screen: embla then takes the viewport over.
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null)
  useEffect(() => {
    const element = viewportRef.current
    return element ? whenNear(element, () => setViewport(element)) : undefined
  }, [])
  const [api, setApi] = useState<EmblaCarouselType | undefined>(undefined)

  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, reducedMotionOnServer)
  const [playing, setPlaying] = useState(true)
  const [hovered, setHovered] = useState(false)
  const [position, setPosition] = useState<CarouselPosition>({
    selected: 0,
    snaps: slides.length,
    canPrev: false,
    canNext: slides.length > 1,
  })

  const rotating = options.autoplay && !reducedMotion && playing && !hovered && position.snaps > 1 && Boolean(api)

  const move = (direction: 1 | -1) => {
    if (!api) return
    setPlaying(false)
    if (direction > 0) api.scrollNext(reducedMotion)
    else api.scrollPrev(reducedMotion)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!options.keyboard || event.altKey || event.ctrlKey || event.metaKey) return
    const target = event.target as HTMLElement
    if (EDITABLE.test(target.nodeName) || target.isContentEditable) return
    const vertical = options.orientation === 'vertical'
    const back = event.key === 'ArrowLeft' || (vertical && event.key === 'ArrowUp')
    const forward = event.key === 'ArrowRight' || (vertical && event.key === 'ArrowDown')
    if (!back && !forward) return
    event.preventDefault()
    move(forward ? 1 : -1)
  }

  // Keyboard focus entering the carousel stops the rotation (WAI-ARIA carousel pattern); a mouse
  // over it only holds it while there. Focus that follows a press of the pointer is not keyboard focus.
  const pointerPressed = useRef(false)
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const fromPointer = pointerPressed.current
    pointerPressed.current = false
    if (fromPointer || event.currentTarget.contains(event.relatedTarget as Node | null)) return
    setPlaying(false)
  }

  const {base, md, lg} = options.visibleSlides
  const style = {
    '--carousel-visible': base,
    '--carousel-visible-md': md,
    '--carousel-visible-lg': lg,
    '--carousel-hover-zoom': CAROUSEL_DEFAULTS.hoverZoom,
  } as CSSProperties
  const total = slides.length
  const classes = [
    styles.carousel,
    options.orientation === 'vertical' ? styles.vertical : '',
    options.intrinsicHeight ? styles.intrinsic : '',
    api ? styles.ready : '',
    className,
  ]

  return (
    <section
      className={classes.filter(Boolean).join(' ')}
      aria-roledescription="carrousel"
      aria-label={label}
      data-ready={api ? '' : undefined}
      style={style}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onPointerDownCapture={() => {
        pointerPressed.current = true
      }}
      onPointerUpCapture={() => {
        pointerPressed.current = false
      }}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
    >
      {/* Until embla takes over the viewport scrolls natively: focusable, so the keyboard can scroll it too. */}
      <div className={styles.viewport} ref={viewportRef} tabIndex={api ? undefined : 0}>
        <div className={styles.container}>
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className={styles.slide}
              role="group"
              aria-roledescription="diapositive"
              aria-label={`${index + 1} sur ${total}${slide.label ? ` – ${slide.label}` : ''}`}
            >
              {slide.zoomable ? (
                // Zoom: 2× on hover (CSS); the pointer handling (zoom origin, pinch) comes with embla's chunk.
                <div className={styles.zoomable} data-zoomable="">
                  <div className={styles.zoomTarget}>{slide.content}</div>
                </div>
              ) : (
                slide.content
              )}
              {slide.caption}
            </div>
          ))}
        </div>
      </div>
      {total > 1 ? (
        // All slides in view (several per view on a wide screen): nothing to move, keep the room.
        <div className={[styles.controls, api && position.snaps <= 1 ? styles.idle : ''].join(' ')}>
          <button
            type="button"
            className={styles.control}
            aria-label="Diapositive précédente"
            aria-disabled={!position.canPrev}
            onClick={() => position.canPrev && move(-1)}
          >
            <Chevron direction="previous" />
          </button>
          {options.autoplay ? (
            <button
              type="button"
              className={[styles.control, styles.playToggle].join(' ')}
              aria-label={playing ? 'Mettre en pause le défilement' : 'Lancer le défilement'}
              onClick={() => setPlaying(!playing)}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
            </button>
          ) : null}
          <button
            type="button"
            className={styles.control}
            aria-label="Diapositive suivante"
            aria-disabled={!position.canNext}
            onClick={() => position.canNext && move(1)}
          >
            <Chevron direction="next" />
          </button>
          <p
            className="visually-hidden"
            aria-live={rotating ? 'off' : 'polite'}
            aria-atomic="true"
            data-carousel-status=""
          >
            {statusText(position.selected, position.snaps, total)}
          </p>
        </div>
      ) : null}
      {children}
      {viewport ? (
        <Suspense fallback={null}>
          <EmblaController
            viewport={viewport}
            options={options}
            rotating={rotating}
            onApi={setApi}
            onPosition={(next) => {
              setPosition(next)
              onSelect?.(next.selected)
            }}
            onPointerDown={() => setPlaying(false)}
          />
        </Suspense>
      ) : null}
    </section>
  )
}

function Chevron({direction}: {direction: 'previous' | 'next'}) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M8 5v14M16 5v14" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M8 5l11 7-11 7z" fill="currentColor" />
    </svg>
  )
}
