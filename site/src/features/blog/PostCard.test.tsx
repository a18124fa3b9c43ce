import {render, screen, within} from '@testing-library/react'

import {postCardFixture} from '../../../test/fixtures/blog'
import {PostCard} from './PostCard'

describe('PostCard', () => {
  beforeEach(() => render(<PostCard post={postCardFixture(4)} />))

  it('titles the card at level 3 and shows its cover with the alt text of the content', () => {
    expect(screen.getByRole('heading', {level: 3, name: 'Article numéro 4'})).toBeInTheDocument()
    expect(screen.getByRole('img', {name: 'Illustration de l’article 4'})).toBeInTheDocument()
  })

  it('links each category to its listing', () => {
    const categories = screen.getByRole('list', {name: 'Catégories'})
    expect(within(categories).getByRole('link', {name: 'Relation client'})).toHaveAttribute(
      'href',
      '/blog/categorie/relation-client',
    )
    expect(within(categories).getByRole('link', {name: 'IA générative'})).toHaveAttribute(
      'href',
      '/blog/categorie/ia-generative',
    )
  })

  it('shows its reading time as a duration', () => {
    const duration = screen.getByText('4 min')
    expect(duration.tagName).toBe('TIME')
    expect(duration).toHaveAttribute('datetime', 'PT4M')
    expect(duration.parentElement).toHaveTextContent(/14 mars 2025 · 4 min de lecture$/)
  })

  it('shows the date in French with its machine-readable value, and the excerpt', () => {
    const date = screen.getByText('14 mars 2025')
    expect(date.tagName).toBe('TIME')
    expect(date).toHaveAttribute('datetime', '2025-03-14T09:00:00Z')
    expect(screen.getByText('Le chapô de l’article 4.')).toBeInTheDocument()
  })

  it('reads the article with a link whose name starts with the visible label and names the article', () => {
    const read = screen.getByRole('link', {name: 'Lire l’article « Article numéro 4 »'})
    expect(read).toHaveAttribute('href', '/blog/article-4')
    expect(read).toHaveTextContent(/^Lire l’article/)
  })
})
