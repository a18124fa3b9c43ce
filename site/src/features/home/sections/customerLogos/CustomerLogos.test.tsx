import {render, screen, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type {HomeData} from '../../homeData'
import {CustomerLogos} from './CustomerLogos'

const block: HomeData['customerLogos'] = {
  title: 'Ils nous font confiance',
  customers: [
    {
      key: 'c1',
      name: 'CHU de Nantes',
      logo: {
        src: '/content/images/chu-640x320.png',
        srcSet: '/content/images/chu-320w.png 320w, /content/images/chu-640x320.png 640w',
        width: 640,
        height: 320,
        alt: 'Logo du CHU de Nantes',
      },
    },
    {key: 'c2', name: 'Ville de Lyon', logo: null},
    {
      key: 'c3',
      name: 'Université de Lille',
      logo: {src: '/content/images/lille-200x100.svg', width: 200, height: 100, alt: 'Logo de l’Université de Lille'},
    },
  ],
}

describe('CustomerLogos', () => {
  it('is a region named by its level-2 title', () => {
    render(<CustomerLogos block={block} />)
    const region = screen.getByRole('region', {name: 'Ils nous font confiance'})
    expect(within(region).getByRole('heading', {level: 2, name: 'Ils nous font confiance'})).toBeInTheDocument()
  })

  it('lists the customers in order in a named list the keyboard can reach, to scroll it sideways', async () => {
    const user = userEvent.setup()
    render(<CustomerLogos block={block} />)
    const list = screen.getByRole('list', {name: 'Logos de nos clients'})
    expect(list).toHaveAttribute('tabindex', '0')
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    // Nothing else in the section takes focus: its logos are not links.
    await user.tab()
    expect(list).toHaveFocus()
  })

  it('shows each logo as an informative image, named by its alt text', () => {
    render(<CustomerLogos block={block} />)
    const [chu, , lille] = screen.getAllByRole('listitem')
    const chuLogo = within(chu!).getByRole('img', {name: 'Logo du CHU de Nantes'})
    expect(chuLogo).toHaveAttribute('src', '/content/images/chu-640x320.png')
    expect(chuLogo).toHaveAttribute('width', '640')
    expect(chuLogo).toHaveAttribute('height', '320')
    expect(chuLogo).toHaveAttribute('sizes', '20rem')
    const lilleLogo = within(lille!).getByRole('img', {name: 'Logo de l’Université de Lille'})
    expect(lilleLogo).toHaveAttribute('src', '/content/images/lille-200x100.svg')
    // A vector image has no resized versions: no sizes to choose among them.
    expect(lilleLogo).not.toHaveAttribute('srcset')
    expect(lilleLogo).not.toHaveAttribute('sizes')
  })

  it('writes the customer’s name instead when it has no logo', () => {
    render(<CustomerLogos block={block} />)
    const lyon = screen.getAllByRole('listitem')[1]!
    expect(lyon).toHaveTextContent(/^Ville de Lyon$/)
    expect(lyon.querySelector('img')).toBeNull()
    expect(screen.getAllByRole('img')).toHaveLength(2)
  })
})
