import {render, screen} from '@testing-library/react'

import {RequestButton} from './RequestAction'

describe('RequestButton, in the browser', () => {
  it('leaves the e-mail fallback to the server’s noscript once React runs', () => {
    const {container} = render(
      <RequestButton
        label="Recevoir cette estimation"
        submitLabel="Recevoir l’estimation"
        resource={{id: 'savingsCalculatorPage', title: 'Estimation : 80 h', estimate: 'demandes=3000'}}
        context="80 h"
        contactEmail="contact@parlia.fr"
      />,
    )
    expect(screen.getByRole('button', {name: 'Recevoir cette estimation : 80 h'})).toBeEnabled()
    expect(container.querySelector('noscript')).toBeEmptyDOMElement()
  })
})
