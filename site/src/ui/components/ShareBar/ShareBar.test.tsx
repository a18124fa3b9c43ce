import {render, screen} from '@testing-library/react'

import {ShareBar} from './ShareBar'

describe('ShareBar', () => {
  it('shares the page by social networks in a new tab and by e-mail', () => {
    render(<ShareBar url="https://www.parlia.fr/blog/rgpd" title="RGPD & chatbots" />)
    const linkedin = screen.getByRole('link', {name: /LinkedIn/})
    expect(linkedin).toHaveAttribute(
      'href',
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.parlia.fr%2Fblog%2Frgpd',
    )
    expect(linkedin).toHaveAttribute('target', '_blank')
    const mail = screen.getByRole('link', {name: 'Par e-mail'})
    expect(mail.getAttribute('href')).toMatch(/^mailto:\?subject=RGPD%20%26%20chatbots&body=/)
    expect(mail).not.toHaveAttribute('target')
  })
})
