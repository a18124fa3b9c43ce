import {render, screen, within} from '@testing-library/react'
import {act, useState} from 'react'
import {hydrateRoot} from 'react-dom/client'
import {renderToString} from 'react-dom/server'

import {elideMarkup} from './elideMarkup'
import {drawnFrom, markupData, type MarkupData} from './markupData'

interface Offer {
  title: string
  points: string[]
}

/** A part of a page with no script of its own, beside a counter that has one. */
function Offers({offer}: {offer: MarkupData<Offer>}) {
  const [count, setCount] = useState(0)
  return (
    <>
      <section
        aria-label="Offre"
        {...drawnFrom(offer, ({title, points}) => (
          <>
            <h2>{title}</h2>
            <ul>
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </>
        ))}
      />
      <button type="button" onClick={() => setCount(count + 1)}>
        Cliqué {count} fois
      </button>
    </>
  )
}

const offer: Offer = {title: 'L’offre Essentiel', points: ['Un assistant', 'Hébergé en France']}

describe('elideMarkup on markup data', () => {
  it('elides every markup data to {}, at any depth, and keeps objects that only look like it', () => {
    const page = {home: {hero: markupData(offer), seo: {metaTitle: 'Accueil'}}, menus: [{links: markupData([1, 2])}]}
    expect(elideMarkup(page)).toEqual({home: {hero: {}, seo: {metaTitle: 'Accueil'}}, menus: [{links: {}}]})
    expect(page.home.hero).toEqual({__data: offer})
    const lookalike = {item: {__data: 'x', label: 'y'}}
    expect(elideMarkup(lookalike)).toBe(lookalike)
  })
})

describe('drawnFrom', () => {
  it('draws the children from the data', () => {
    const {container} = render(<Offers offer={markupData(offer)} />)
    expect(within(container).getByRole('heading', {name: 'L’offre Essentiel'})).toBeInTheDocument()
    expect(within(container).getAllByRole('listitem')).toHaveLength(2)
  })

  it('keeps the server’s markup while hydrating from elided data, with no mismatch, and draws a later page’s data once', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Offers offer={markupData(offer)} />)
    document.body.append(container)
    const errors: unknown[] = []
    let root!: ReturnType<typeof hydrateRoot>
    await act(async () => {
      root = hydrateRoot(container, <Offers offer={elideMarkup(markupData(offer))} />, {
        onRecoverableError: (error) => errors.push(error),
      })
    })
    expect(errors).toEqual([])
    expect(screen.getByRole('heading', {name: 'L’offre Essentiel'})).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(offer.points)
    // The page's scripts run beside it.
    await act(async () => screen.getByRole('button', {name: 'Cliqué 0 fois'}).click())
    expect(screen.getByRole('button', {name: 'Cliqué 1 fois'})).toBeInTheDocument()
    expect(screen.getByRole('heading', {name: 'L’offre Essentiel'})).toBeInTheDocument()

    await act(async () =>
      root.render(<Offers offer={markupData({title: 'L’offre Pro', points: ['Trois assistants']})} />),
    )
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['L’offre Pro'])
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Trois assistants'])
    await act(async () => root.unmount())
    container.remove()
  })
})
