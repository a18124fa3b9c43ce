import {readPublicSearch} from './publicSearch'

describe('the public configuration of search', () => {
  it('searches the site’s own engine by default', () => {
    expect(readPublicSearch({})).toEqual({algolia: null})
  })

  it('counts empty and blank values as unset, as the server does', () => {
    expect(
      readPublicSearch({
        NEXT_PUBLIC_ALGOLIA_APP_ID: ' ',
        NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: '',
        NEXT_PUBLIC_ALGOLIA_HOST: ' ',
      }),
    ).toEqual({algolia: null})
    expect(
      readPublicSearch({
        NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP1',
        NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'search-only',
        NEXT_PUBLIC_ALGOLIA_HOST: '  ',
      }).algolia,
    ).toEqual({
      appId: 'APP1',
      searchKey: 'search-only',
      host: null,
    })
  })

  it('reads every variable, trimmed, the host without its final slash', () => {
    expect(
      readPublicSearch({
        NEXT_PUBLIC_ALGOLIA_APP_ID: ' APP1 ',
        NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'search-only',
        NEXT_PUBLIC_ALGOLIA_HOST: ' http://127.0.0.1:4100/ ',
      }),
    ).toEqual({algolia: {appId: 'APP1', searchKey: 'search-only', host: 'http://127.0.0.1:4100'}})
  })

  it('searches Algolia only with both its public values', () => {
    expect(readPublicSearch({NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP1'}).algolia).toBeNull()
    expect(readPublicSearch({NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'search-only'}).algolia).toBeNull()
    expect(
      readPublicSearch({
        NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'search-only',
        NEXT_PUBLIC_ALGOLIA_HOST: 'http://127.0.0.1:4100',
      }).algolia,
    ).toBeNull()
  })

  it('searches Algolia’s own hosts unless a host is configured', () => {
    expect(
      readPublicSearch({NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP1', NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'search-only'}).algolia,
    ).toEqual({
      appId: 'APP1',
      searchKey: 'search-only',
      host: null,
    })
  })
})
