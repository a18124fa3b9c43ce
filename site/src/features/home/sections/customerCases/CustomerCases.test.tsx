import {render as renderNow, screen, waitFor, within} from '@testing-library/react'
import type {ReactElement} from 'react'

import type {HomeData} from '../../homeData'
import {CustomerCases} from './CustomerCases'

// jsdom has no layout, so embla's engine cannot measure the slides: as in the Carousel's own test, its hook hands over
// a stand-in API, one snap per slide, which never moves.
const mockApi = {
  on: () => mockApi,
  off: () => mockApi,
  selectedScrollSnap: () => 0,
  scrollSnapList: () => [0, 1],
  canScrollPrev: () => false,
  canScrollNext: () => true,
  plugins: () => ({autoplay: {play: () => undefined, stop: () => undefined}}),
  rootNode: () => document.createElement('div'),
  slideNodes: () => [],
}
jest.mock('embla-carousel-react', () => ({
  __esModule: true,
  default: () => [() => undefined, mockApi],
}))

/** Renders, then waits for the carousel's lazily loaded engine to take over. */
async function render(ui: ReactElement) {
  const result = renderNow(ui)
  await waitFor(() => expect(screen.getByRole('region', {name: 'Cas clients'})).toHaveAttribute('data-ready'))
  return result
}

const block: HomeData['customerCases'] = {
  title: 'Ils en parlent mieux que nous',
  items: [
    {
      id: 'case-chu',
      client: 'CHU de Nantes',
      slug: 'chu-nantes',
      sector: 'etablissement-sante',
      summary: 'Un assistant pour les agents du support informatique.',
      keyFigure: {value: '40 %', label: 'de tickets en moins'},
      quote: {text: 'Nos agents se concentrent enfin sur l’essentiel.', author: 'Marie Durand', role: 'DSI'},
      logo: {src: '/content/images/chu-200x100.svg', width: 200, height: 100, alt: 'Logo du CHU de Nantes'},
    },
    {
      id: 'case-lyon',
      client: 'Ville de Lyon',
      slug: 'ville-de-lyon',
      sector: 'administration-publique',
      summary: 'Les démarches des habitants, expliquées à toute heure.',
      keyFigure: null,
      quote: null,
      logo: null,
    },
  ],
}

describe('CustomerCases', () => {
  it('is a region named by its level-2 title, holding a carousel of one slide per case', async () => {
    await render(<CustomerCases block={block} />)
    const region = screen.getByRole('region', {name: 'Ils en parlent mieux que nous'})
    expect(within(region).getByRole('heading', {level: 2, name: 'Ils en parlent mieux que nous'})).toBeInTheDocument()
    const carousel = within(region).getByRole('region', {name: 'Cas clients'})
    expect(carousel).toHaveAttribute('aria-roledescription', 'carrousel')
    const slides = within(carousel).getAllByRole('group')
    expect(slides).toHaveLength(2)
    expect(slides[0]).toHaveAccessibleName('1 sur 2 – CHU de Nantes')
    expect(slides[1]).toHaveAccessibleName('2 sur 2 – Ville de Lyon')
  })

  it('titles each case with a level-3 heading linking to its story', async () => {
    await render(<CustomerCases block={block} />)
    const [chu, lyon] = screen.getAllByRole('group')
    const chuTitle = within(chu!).getByRole('heading', {level: 3, name: 'CHU de Nantes'})
    expect(within(chuTitle).getByRole('link')).toHaveAttribute('href', '/ressources/cas-usage-client/chu-nantes')
    const lyonTitle = within(lyon!).getByRole('heading', {level: 3, name: 'Ville de Lyon'})
    expect(within(lyonTitle).getByRole('link')).toHaveAttribute('href', '/ressources/cas-usage-client/ville-de-lyon')
  })

  it('shows a case’s summary, sector, key figure, quote and decorative logo', async () => {
    await render(<CustomerCases block={block} />)
    const chu = screen.getAllByRole('group')[0]!
    expect(within(chu).getByText('Un assistant pour les agents du support informatique.')).toBeInTheDocument()
    expect(within(chu).getByText('Établissement de santé')).toBeInTheDocument()
    const figure = within(chu).getByText('40 %')
    expect(figure.tagName).toBe('STRONG')
    expect(figure.parentElement).toHaveTextContent(/^40 % de tickets en moins$/)
    const quote = within(chu).getByRole('figure')
    expect(within(quote).getByRole('blockquote')).toHaveTextContent(
      '« Nos agents se concentrent enfin sur l’essentiel. »',
    )
    expect(quote).toHaveTextContent('Marie Durand, DSI')
    // Decorative: the title names the client.
    expect(within(chu).queryByRole('img')).toBeNull()
    const logo = chu.querySelector('img')!
    expect(logo).toHaveAttribute('alt', '')
    expect(logo).toHaveAttribute('src', '/content/images/chu-200x100.svg')
  })

  it('leaves out the key figure, quote and logo of a case that has none', async () => {
    await render(<CustomerCases block={block} />)
    const lyon = screen.getAllByRole('group')[1]!
    expect(within(lyon).getByText('Les démarches des habitants, expliquées à toute heure.')).toBeInTheDocument()
    expect(within(lyon).getByText('Administration publique')).toBeInTheDocument()
    expect(lyon.querySelector('strong')).toBeNull()
    expect(within(lyon).queryByRole('figure')).toBeNull()
    expect(within(lyon).queryByRole('blockquote')).toBeNull()
    expect(lyon.querySelector('img')).toBeNull()
  })
})
