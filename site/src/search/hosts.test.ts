import {algoliaHostOptions} from './hosts'

describe('the Algolia host of the configuration', () => {
  it('leaves Algolia’s own hosts to the clients when none is configured', () => {
    expect(algoliaHostOptions(null)).toEqual({})
  })

  it('makes a configured origin the clients’ only host, for reads and writes', () => {
    expect(algoliaHostOptions('http://127.0.0.1:4100')).toEqual({
      hosts: [{url: '127.0.0.1', port: 4100, protocol: 'http', accept: 'readWrite'}],
    })
    expect(algoliaHostOptions('https://search.parlia.fr')).toEqual({
      hosts: [{url: 'search.parlia.fr', protocol: 'https', accept: 'readWrite'}],
    })
  })
})
