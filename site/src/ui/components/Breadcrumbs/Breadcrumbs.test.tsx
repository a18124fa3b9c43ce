import {render, screen, within} from '@testing-library/react'

import {publicEnv} from '../../../platform/env/public'
import {Breadcrumbs} from './Breadcrumbs'

// The head as the server writes it (seo/PageHead.tsx), drawn in place.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({children}: {children: React.ReactNode}) => <>{children}</>,
}))

describe('Breadcrumbs', () => {
  beforeEach(() =>
    render(
      <Breadcrumbs
        trail={[
          {label: 'Ressources'},
          {label: 'Catalogue d’avatars', href: '/ressources/catalogue-avatar-chatbot'},
          {label: 'Léa'},
        ]}
      />,
    ),
  )

  it('shows the trail from the home page, the current page last and not a link', () => {
    const items = within(screen.getByRole('navigation', {name: 'Fil d’Ariane'})).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['Accueil', 'Ressources', 'Catalogue d’avatars', 'Léa'])
    expect(within(items[3]!).getByText('Léa')).toHaveAttribute('aria-current', 'page')
  })

  it('tells search engines the same trail as a BreadcrumbList, crumbs with a page only', () => {
    const script = document.querySelector('script[type="application/ld+json"]')!
    expect(JSON.parse(script.textContent!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {'@type': 'ListItem', position: 1, name: 'Accueil', item: `${publicEnv.siteUrl}/`},
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Catalogue d’avatars',
          item: `${publicEnv.siteUrl}/ressources/catalogue-avatar-chatbot`,
        },
        {'@type': 'ListItem', position: 3, name: 'Léa'},
      ],
    })
  })
})
