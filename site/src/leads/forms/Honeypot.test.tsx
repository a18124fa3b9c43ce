import {render, screen} from '@testing-library/react'
import {createRef} from 'react'

import {HONEYPOT_FIELD} from './constants'
import {Honeypot} from './Honeypot'

describe('Honeypot', () => {
  it('is a labelled field that people never reach: hidden from assistive technology, out of the tab order', () => {
    const {container} = render(<Honeypot id="f" />)
    const input = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!
    expect(input.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(input).toHaveAttribute('tabindex', '-1')
    expect(input).toHaveAttribute('autocomplete', 'off')
    expect(screen.getByLabelText('Ne pas remplir ce champ', {selector: 'input'})).toBe(input)
    expect(input.id).toBe(`f-${HONEYPOT_FIELD}`)
  })

  it('hands its input to the form, holding what an earlier rendering kept', () => {
    const ref = createRef<HTMLInputElement>()
    render(<Honeypot id="g" inputRef={ref} defaultValue="rempli" />)
    expect(ref.current?.value).toBe('rempli')
  })
})
