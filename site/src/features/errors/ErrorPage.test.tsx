import {render, screen} from '@testing-library/react'

import NotFoundPage from '../../pages/_error'
import ServerErrorPage from '../../pages/500'

describe('the error pages', () => {
  it('say a page is missing, in French, with the way back home', () => {
    render(<NotFoundPage />)
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Oups, il semble qu’il y ait une erreur')
    expect(screen.getByText('La page que vous cherchez n’existe pas ou a été déplacée.')).toBeInTheDocument()
    expect(screen.getByRole('link', {name: 'Retour à l’accueil'})).toHaveAttribute('href', '/')
  })

  it('say the site failed, and what to do', () => {
    render(<ServerErrorPage />)
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Oups, le site a rencontré une erreur')
    expect(screen.getByText(/Réessayez dans quelques instants/)).toBeInTheDocument()
    expect(screen.getByText('500')).toHaveAttribute('aria-hidden', 'true')
  })
})
