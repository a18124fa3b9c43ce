import {render} from '@testing-library/react'

import {JsonLd, serializeJsonLd} from './JsonLd'

describe('JsonLd', () => {
  const data = {'@context': 'https://schema.org', '@type': 'Thing', name: 'Fin </script><script>alert(1)</script> <!-- x'} as const

  it('escapes every < so that no value can close the script element', () => {
    const json = serializeJsonLd(data)
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual(data)
  })

  it('renders one application/ld+json script whose text parses back to the data', () => {
    const {container} = render(<JsonLd data={data} />)
    const scripts = container.querySelectorAll('script[type="application/ld+json"]')
    expect(scripts).toHaveLength(1)
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual(data)
  })
})
