import {render, screen} from '@testing-library/react'

import {ContentImage} from './ContentImage'

const vector = {src: '/content/images/logo-200x56.svg', width: 200, height: 56, alt: 'Parlia'}
const bitmap = {
  src: '/content/images/lea-512x512.png',
  width: 512,
  height: 512,
  alt: 'Léa, cheveux bruns',
  srcSet: '/_next/image?url=a&w=256&q=75 256w, /_next/image?url=a&w=640&q=75 640w',
}

describe('ContentImage', () => {
  it('draws a vector image at its intrinsic size, lazily, with its alternative text', () => {
    render(<ContentImage image={vector} />)
    const image = screen.getByRole('img', {name: 'Parlia'})
    expect(image).toHaveAttribute('src', vector.src)
    expect(image).toHaveAttribute('width', '200')
    expect(image).toHaveAttribute('height', '56')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).not.toHaveAttribute('srcset')
    expect(image).not.toHaveAttribute('sizes')
  })

  it('offers a bitmap’s resized versions, for the width its place takes', () => {
    const {rerender} = render(<ContentImage image={bitmap} sizes="3rem" />)
    const image = screen.getByRole('img', {name: 'Léa, cheveux bruns'})
    expect(image).toHaveAttribute('srcset', bitmap.srcSet)
    expect(image).toHaveAttribute('sizes', '3rem')
    rerender(<ContentImage image={bitmap} />)
    expect(image).toHaveAttribute('sizes', '512px')
  })

  it('fetches an image above the fold first and never lazily', () => {
    render(<ContentImage image={vector} priority />)
    const image = screen.getByRole('img')
    expect(image).toHaveAttribute('loading', 'eager')
    expect(image).toHaveAttribute('fetchpriority', 'high')
  })

  it('hides a decorative image from screen readers', () => {
    const {container} = render(<ContentImage image={vector} decorative />)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(container.querySelector('img')).toHaveAttribute('alt', '')
  })
})
