import {within} from '@testing-library/react'

import {RichText} from '../components/RichText/RichText'
import {withMarkupOnce} from './MarkupOnce'
import {elideMarkup} from './elideMarkup'
import {hasMarkup, type RenderedMarkup} from './renderedMarkup'

type NextData = Parameters<typeof withMarkupOnce>[0]

const data = (pageProps: Record<string, unknown>) =>
  ({page: '/', query: {}, buildId: 'b', props: {pageProps, __N_SSG: true}}) as unknown as NextData

describe('withMarkupOnce', () => {
  it('elides every rendered markup of the page’s data, at any depth, and leaves everything else, the original untouched', () => {
    const original = data({
      post: {title: 'Un article', body: {__html: '<p>Texte</p>'}, related: [{intro: {__html: '<p>Autre</p>'}}]},
      layout: {brandName: 'Parlia', footer: {__html: '<nav>…</nav>'}},
    })
    const copy = JSON.parse(JSON.stringify(original)) as NextData
    expect(withMarkupOnce(original)).toEqual({
      ...copy,
      props: {
        pageProps: {
          post: {
            title: 'Un article',
            body: {},
            related: [{intro: {}}],
          },
          layout: {brandName: 'Parlia', footer: {}},
        },
        __N_SSG: true,
      },
    })
    expect(original).toEqual(copy)
  })

  it('keeps empty markup (nothing to show) and objects that only look like markup, and a page without any as it is', () => {
    const kept = data({
      page: {body: {__html: ''}, quote: {__html: 'texte', by: 'Quelqu’un'}, count: {__html: 3}},
      list: ['a', {b: 1}],
    })
    expect(withMarkupOnce(kept)).toBe(kept)
    for (const page of [data({}), {...data({}), props: undefined}]) expect(withMarkupOnce(page as NextData)).toBe(page)
  })
})

describe('hasMarkup', () => {
  it('is false for empty markup only: elided markup is in the page', () => {
    expect(hasMarkup({__html: ''})).toBe(false)
    expect(hasMarkup({__html: '<p>Texte</p>'})).toBe(true)
    expect(hasMarkup(elideMarkup({__html: '<p>Texte</p>'}))).toBe(true)
  })
})

/** As the pages draw a rich text body: its band only when there is text. */
const Body = ({body}: {body: RenderedMarkup}) =>
  hasMarkup(body) ? (
    <section>
      <RichText content={body} />
    </section>
  ) : null

describe('rich text hydrated from elided markup', () => {
  it('keeps the server’s text without a mismatch, and writes the text of a later page', async () => {
    const {renderToString} = await import('react-dom/server')
    const {hydrateRoot} = await import('react-dom/client')
    const {act} = await import('react')
    const body = {__html: '<h2 id="contexte">Contexte</h2><p>Le texte de l’article.</p>'}
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Body body={body} />)
    document.body.append(container)
    const errors: unknown[] = []
    let root!: ReturnType<typeof hydrateRoot>
    await act(async () => {
      root = hydrateRoot(container, <Body body={elideMarkup(body)} />, {
        onRecoverableError: (error) => errors.push(error),
      })
    })
    expect(errors).toEqual([])
    expect(within(container).getByRole('heading', {name: 'Contexte'})).toHaveAttribute('id', 'contexte')
    expect(container).toHaveTextContent('Le texte de l’article.')
    await act(async () => root.render(<Body body={{__html: '<p>Un autre article.</p>'}} />))
    expect(container.querySelector('section > div')!.innerHTML).toBe('<p>Un autre article.</p>')
    await act(async () => root.render(<Body body={{__html: ''}} />))
    expect(container.querySelector('section')).toBeNull()
    await act(async () => root.unmount())
    container.remove()
  })
})
