import {CAROUSEL_DEFAULTS, carouselOptions, statusText} from './carouselOptions'
import {dragCommit, emblaOptions} from './emblaOptions'
import {pinchScale} from './pinchZoom'

describe('CAROUSEL_DEFAULTS', () => {
  it('holds the spec section 9 defaults', () => {
    expect(CAROUSEL_DEFAULTS).toMatchObject({
      autoplay: true,
      autoplayInterval: 5000,
      step: 1,
      dragThreshold: 0.1,
      horizontalDragThreshold: 15,
      verticalDragThreshold: 10,
      visibleSlides: 1,
      infinite: false,
      draggable: true,
      keyboard: true,
      hoverZoom: 2,
      pinchZoom: {min: 1, max: 3},
      orientation: 'horizontal',
      intrinsicHeight: false,
    })
  })
})

describe('carouselOptions', () => {
  it('applies the defaults when given no props', () => {
    const options = carouselOptions()
    expect(options).toMatchObject({
      step: 1,
      infinite: false,
      draggable: true,
      autoplay: true,
      autoplayInterval: 5000,
      dragThreshold: 0.1,
      visibleSlides: {base: 1, md: 1, lg: 1},
      keyboard: true,
      orientation: 'horizontal',
      intrinsicHeight: false,
    })
    const embla = emblaOptions(options)
    expect(embla).toMatchObject({
      axis: 'x',
      loop: false,
      slidesToScroll: 1,
      dragThreshold: 15,
      align: 'start',
      containScroll: 'trimSnaps',
    })
    expect(typeof embla.watchDrag).toBe('function')
  })

  it('throws when the intrinsic height is combined with the vertical orientation', () => {
    // @ts-expect-error: the type already refuses the combination; callers without types meet the error.
    expect(() => carouselOptions({intrinsicHeight: true, orientation: 'vertical'})).toThrow(
      /intrinsicHeight.*verticale/,
    )
    expect(() => carouselOptions({intrinsicHeight: true})).not.toThrow()
    expect(() => carouselOptions({orientation: 'vertical'})).not.toThrow()
  })

  it('maps the props to embla’s options', () => {
    const vertical = emblaOptions(carouselOptions({orientation: 'vertical', infinite: true, step: 2, draggable: false}))
    expect(vertical).toMatchObject({axis: 'y', loop: true, slidesToScroll: 2, dragThreshold: 10, watchDrag: false})
    expect(carouselOptions({autoplay: false, autoplayInterval: 8000})).toMatchObject({
      autoplay: false,
      autoplayInterval: 8000,
    })
  })

  it('lets a second finger pinch instead of dragging', () => {
    const watchDrag = emblaOptions(carouselOptions()).watchDrag as (api: unknown, event: unknown) => boolean
    expect(watchDrag(null, {touches: [{}]})).toBe(true)
    expect(watchDrag(null, {touches: [{}, {}]})).toBe(false)
    expect(watchDrag(null, new MouseEvent('mousedown'))).toBe(true)
  })

  it('takes visible slides as one number or one per breakpoint', () => {
    expect(carouselOptions({visibleSlides: 4}).visibleSlides).toEqual({base: 4, md: 4, lg: 4})
    expect(carouselOptions({visibleSlides: {base: 2, lg: 5}}).visibleSlides).toEqual({base: 2, md: 2, lg: 5})
    expect(carouselOptions({visibleSlides: {base: 1, md: 2, lg: 3}}).visibleSlides).toEqual({base: 1, md: 2, lg: 3})
    expect(carouselOptions({visibleSlides: {base: 2, md: undefined}}).visibleSlides).toEqual({base: 2, md: 2, lg: 2})
  })

  it('rejects values out of range', () => {
    expect(() => carouselOptions({visibleSlides: 0})).toThrow(/visibleSlides/)
    expect(() => carouselOptions({visibleSlides: 1.5})).toThrow(/visibleSlides/)
    expect(() => carouselOptions({step: 0})).toThrow(/step/)
    expect(() => carouselOptions({autoplayInterval: -1})).toThrow(/autoplayInterval/)
    expect(() => carouselOptions({dragThreshold: 0})).toThrow(/dragThreshold/)
    expect(() => carouselOptions({dragThreshold: 2})).toThrow(/dragThreshold/)
    expect(() => carouselOptions({visibleSlides: {base: 1, lg: 0}})).toThrow(/visibleSlides\.lg/)
  })

  it('leaves the checks out of production builds, where the props are the code’s constants', () => {
    const environment = process.env.NODE_ENV
    Object.assign(process.env, {NODE_ENV: 'production'})
    try {
      expect(carouselOptions({step: 2}).step).toBe(2)
      expect(() => carouselOptions({step: 0})).not.toThrow()
    } finally {
      Object.assign(process.env, {NODE_ENV: environment})
    }
  })
})

describe('dragCommit', () => {
  it('moves one slide once a drag passes 0.1 of a slide', () => {
    expect(dragCommit(-30, 300)).toBe(1)
    expect(dragCommit(-29, 300)).toBe(0)
    expect(dragCommit(45, 300)).toBe(-1)
    expect(dragCommit(0, 300)).toBe(0)
    expect(dragCommit(-50, 300, 0.2)).toBe(0)
    expect(dragCommit(-50, 0)).toBe(0)
  })
})

describe('statusText', () => {
  it('names the current slide', () => {
    expect(statusText(0, 5, 5)).toBe('Diapositive 1 sur 5')
    expect(statusText(4, 5, 5)).toBe('Diapositive 5 sur 5')
  })

  it('names the range in view when several slides show', () => {
    // 10 slides, 4 visible: 7 snaps.
    expect(statusText(0, 7, 10)).toBe('Diapositives 1 à 4 sur 10')
    expect(statusText(6, 7, 10)).toBe('Diapositives 7 à 10 sur 10')
  })

  it('is empty without slides', () => {
    expect(statusText(0, 0, 0)).toBe('')
  })
})

describe('pinchScale', () => {
  it('follows the fingers between 1× and 3×', () => {
    expect(pinchScale(1, 100, 200)).toBe(2)
    expect(pinchScale(2, 100, 50)).toBe(1)
    expect(pinchScale(1, 100, 1000)).toBe(3)
    expect(pinchScale(1, 100, 10)).toBe(1)
    expect(pinchScale(2, 0, 50)).toBe(2)
  })
})
