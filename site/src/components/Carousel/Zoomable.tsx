import {type PointerEvent, type ReactNode, useRef} from 'react'

import styles from './Carousel.module.css'
import {pinchScale} from './carouselOptions'

type Point = {x: number; y: number}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y)

/**
 * A slide's zoomable content: 2× under a hovering mouse, the zoom following the pointer (CSS, pointer
 * devices only), and 1×–3× by pinching with two fingers (pointer events; `touch-action` keeps the browser's
 * own pinch out of the way). Writes CSS custom properties directly: no re-render per pointer move.
 */
export function Zoomable({children}: {children: ReactNode}) {
  const ref = useRef<HTMLDivElement>(null)
  const touches = useRef(new Map<number, Point>())
  const pinch = useRef<{distance: number; scale: number} | null>(null)
  const scale = useRef(1)

  const setOrigin = (point: Point) => {
    const node = ref.current
    if (!node) return
    const rect = node.getBoundingClientRect()
    if (!rect.width || !rect.height) return
    node.style.setProperty('--zoom-x', `${(((point.x - rect.left) / rect.width) * 100).toFixed(1)}%`)
    node.style.setProperty('--zoom-y', `${(((point.y - rect.top) / rect.height) * 100).toFixed(1)}%`)
  }

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') return
    touches.current.set(event.pointerId, {x: event.clientX, y: event.clientY})
    if (touches.current.size === 2) {
      const [a, b] = [...touches.current.values()] as [Point, Point]
      pinch.current = {distance: distance(a, b), scale: scale.current}
      setOrigin({x: (a.x + b.x) / 2, y: (a.y + b.y) / 2})
      ref.current?.setAttribute('data-pinching', '')
    }
  }

  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return setOrigin({x: event.clientX, y: event.clientY})
    if (!touches.current.has(event.pointerId)) return
    touches.current.set(event.pointerId, {x: event.clientX, y: event.clientY})
    if (!pinch.current || touches.current.size < 2) return
    const [a, b] = [...touches.current.values()] as [Point, Point]
    scale.current = pinchScale(pinch.current.scale, pinch.current.distance, distance(a, b))
    ref.current?.style.setProperty('--pinch-scale', String(scale.current))
  }

  const onPointerEnd = (event: PointerEvent) => {
    touches.current.delete(event.pointerId)
    if (touches.current.size < 2) {
      pinch.current = null
      ref.current?.removeAttribute('data-pinching')
    }
  }

  return (
    <div
      ref={ref}
      className={styles.zoomable}
      data-zoomable=""
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div className={styles.zoomTarget}>{children}</div>
    </div>
  )
}
