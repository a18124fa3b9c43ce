import {render, screen} from '@testing-library/react'

import {PreviewBar} from './PreviewBar'

describe('PreviewBar', () => {
  it('says that drafts are shown and leaves the preview back to the same page', () => {
    render(<PreviewBar path="/blog/un-article?page=2" />)
    const bar = screen.getByRole('region', {name: 'Aperçu des brouillons'})
    expect(bar).toHaveTextContent('Aperçu : cette page montre les brouillons, pas encore publiés.')
    expect(screen.getByRole('link', {name: "Quitter l'aperçu"})).toHaveAttribute(
      'href',
      '/api/draft-mode/disable?redirect=%2Fblog%2Fun-article%3Fpage%3D2',
    )
  })
})
