import {serializeJsonLd} from './JsonLd'

describe('serializeJsonLd', () => {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Thing',
    name: 'Fin </script><script>alert(1)</script> <!-- x',
  } as const

  it('escapes every < so that no value can close the script element, and parses back to the data', () => {
    const json = serializeJsonLd(data)
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual(data)
  })
})
