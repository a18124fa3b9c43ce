import {render, screen} from '@testing-library/react'

import {Pagination} from './Pagination'

const hrefFor = (page: number) => (page === 1 ? '/blog' : `/blog?page=${page}`)

describe('Pagination', () => {
  it('disables previous on the first page and links next, with the text current / last', () => {
    render(<Pagination page={1} pageSize={9} total={24} hrefFor={hrefFor} />)
    expect(screen.queryByRole('link', {name: /Précédent/})).toBeNull()
    expect(screen.getByText(/Précédent/).closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('link', {name: /Suivant/})).toHaveAttribute('href', '/blog?page=2')
    expect(screen.getByText('1 / 3', {exact: false})).toBeInTheDocument()
    expect(screen.getByRole('link', {name: 'Page 1'})).toHaveAttribute('aria-current', 'page')
  })

  it('disables next on the last page and links previous', () => {
    render(<Pagination page={3} pageSize={9} total={24} hrefFor={hrefFor} />)
    expect(screen.queryByRole('link', {name: /Suivant/})).toBeNull()
    expect(screen.getByRole('link', {name: /Précédent/})).toHaveAttribute('href', '/blog?page=2')
    expect(screen.getByRole('link', {name: 'Page 1'})).toHaveAttribute('href', '/blog')
  })

  it('renders nothing for a single page', () => {
    const {container} = render(<Pagination page={1} pageSize={9} total={5} hrefFor={hrefFor} />)
    expect(container).toBeEmptyDOMElement()
  })
})
