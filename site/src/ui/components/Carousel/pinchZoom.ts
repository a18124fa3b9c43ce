import {CAROUSEL_DEFAULTS} from './carouselOptions'

type Point = {x: number; y: number}

/** One zoomable slide's touches and zoom. */
interface ZoomState {
  touches: Map<number, Point>
  pinch: {distance: number; scale: number} | null
  scale: number
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y)

/** The zoom a pinch gives: the scale at its start times how much the fingers spread, within 1×–3×. */
export function pinchScale(startScale: number, startDistance: number, distance: number) {
  const {min, max} = CAROUSEL_DEFAULTS.pinchZoom
  if (startDistance <= 0) return Math.min(max, Math.max(min, startScale))
  return Math.min(max, Math.max(min, (startScale * distance) / startDistance))
}

/**
 * The pointer side of the zoomable slides (`[data-zoomable]`) inside `root`: the hover zoom (CSS, 2×) follows the
 * mouse, and two fingers pinch 1×–3× (`touch-action` keeps the browser's own pinch out of the way). Listeners
 * delegated to `root` and attached with embla's chunk, so none of it weighs on the first load; they write CSS
 * custom properties directly, no re-render per pointer move. Returns the detach function.
 */
export function attachZoom(root: HTMLElement) {
  const states = new WeakMap<Element, ZoomState>()
  const zoomableOf = (event: PointerEvent) => {
    const node = (event.target as Element).closest<HTMLElement>('[data-zoomable]')
    if (!node) return null
    let state = states.get(node)
    if (!state) states.set(node, (state = {touches: new Map(), pinch: null, scale: 1}))
    return {node, state}
  }

  const setOrigin = (node: HTMLElement, point: Point) => {
    const rect = node.getBoundingClientRect()
    if (!rect.width || !rect.height) return
    node.style.setProperty('--zoom-x', `${(((point.x - rect.left) / rect.width) * 100).toFixed(1)}%`)
    node.style.setProperty('--zoom-y', `${(((point.y - rect.top) / rect.height) * 100).toFixed(1)}%`)
  }

  const onPointerDown = (event: PointerEvent) => {
    const zoomable = event.pointerType === 'touch' ? zoomableOf(event) : null
    if (!zoomable) return
    const {node, state} = zoomable
    state.touches.set(event.pointerId, {x: event.clientX, y: event.clientY})
    if (state.touches.size === 2) {
      const [a, b] = [...state.touches.values()] as [Point, Point]
      state.pinch = {distance: distance(a, b), scale: state.scale}
      setOrigin(node, {x: (a.x + b.x) / 2, y: (a.y + b.y) / 2})
      node.setAttribute('data-pinching', '')
    }
  }

  const onPointerMove = (event: PointerEvent) => {
    const zoomable = zoomableOf(event)
    if (!zoomable) return
    const {node, state} = zoomable
    if (event.pointerType === 'mouse') return setOrigin(node, {x: event.clientX, y: event.clientY})
    if (!state.touches.has(event.pointerId)) return
    state.touches.set(event.pointerId, {x: event.clientX, y: event.clientY})
    if (!state.pinch || state.touches.size < 2) return
    const [a, b] = [...state.touches.values()] as [Point, Point]
    state.scale = pinchScale(state.pinch.scale, state.pinch.distance, distance(a, b))
    node.style.setProperty('--pinch-scale', String(state.scale))
  }

  const onPointerEnd = (event: PointerEvent) => {
    const zoomable = zoomableOf(event)
    if (!zoomable) return
    const {node, state} = zoomable
    state.touches.delete(event.pointerId)
    if (state.touches.size < 2) {
      state.pinch = null
      node.removeAttribute('data-pinching')
    }
  }

  root.addEventListener('pointerdown', onPointerDown)
  root.addEventListener('pointermove', onPointerMove)
  root.addEventListener('pointerup', onPointerEnd)
  root.addEventListener('pointercancel', onPointerEnd)
  return () => {
    root.removeEventListener('pointerdown', onPointerDown)
    root.removeEventListener('pointermove', onPointerMove)
    root.removeEventListener('pointerup', onPointerEnd)
    root.removeEventListener('pointercancel', onPointerEnd)
  }
}
