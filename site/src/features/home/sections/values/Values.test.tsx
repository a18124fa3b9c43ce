import {render, screen, within} from '@testing-library/react'

import type {HomeData} from '../../homeData'
import {Values} from './Values'

const icon = (name: string) => ({src: `/content/images/${name}-48x48.svg`, width: 48, height: 48, alt: ''})
const values: HomeData['values'] = {
  title: 'Ce à quoi nous tenons',
  items: [
    {key: 'v1', title: 'Simplicité', text: 'Un éditeur no-code.', icon: icon('a')},
    {key: 'v2', title: 'Indépendance', text: 'Multi-modèle.', icon: null},
  ],
}

describe('Values', () => {
  it('is a region named by the title the editors gave it', () => {
    render(<Values block={values} />)
    const region = screen.getByRole('region', {name: 'Ce à quoi nous tenons'})
    expect(within(region).getByRole('heading', {level: 2, name: 'Ce à quoi nous tenons'})).toBeInTheDocument()
  })

  it('shows each value’s icon as a decorative 48 px image, and none when the value has no icon', () => {
    render(<Values block={values} />)
    const [simple, independent] = screen.getAllByRole('listitem')
    expect(within(simple!).getByRole('heading', {level: 3, name: 'Simplicité'})).toBeInTheDocument()
    // Decorative: empty alt, so it is out of the accessibility tree.
    expect(within(simple!).queryByRole('img')).toBeNull()
    const image = simple!.querySelector('img')!
    expect(image).toHaveAttribute('alt', '')
    expect(image).toHaveAttribute('src', '/content/images/a-48x48.svg')
    expect(image).toHaveAttribute('width', '48')
    expect(image).toHaveAttribute('height', '48')
    expect(independent!.querySelector('img')).toBeNull()
    expect(document.querySelector('svg')).toBeNull()
  })
})
