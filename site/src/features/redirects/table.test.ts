import {buildRedirectTable, findRedirect, type RedirectRow} from './table'

const row = (source: string, destination: Partial<RedirectRow>, permanent = true): RedirectRow => ({
  source,
  url: null,
  target: null,
  permanent,
  ...destination,
})

describe('buildRedirectTable', () => {
  it('leads a source to an address, or to the page its target has now', () => {
    const {table} = buildRedirectTable([
      row('/tarifs', {url: '/planifier-une-demo'}),
      row('/solution/connecteurs/vieux-glpi', {target: {_type: 'connector', slug: 'glpi'}}),
      row('/doc', {url: 'https://docs.parlia.fr/guide'}, false),
    ])
    expect(Object.fromEntries(table)).toEqual({
      '/tarifs': {location: '/planifier-une-demo', status: 308},
      '/solution/connecteurs/vieux-glpi': {location: '/solution/connecteurs/glpi', status: 308},
      '/doc': {location: 'https://docs.parlia.fr/guide', status: 307},
    })
  })

  it('collapses a chain into one hop, temporary when one of its hops is', () => {
    const {table} = buildRedirectTable([
      row('/a', {url: '/b'}),
      row('/b', {url: '/c?onglet=2'}, false),
      row('/c', {url: '/contact'}),
    ])
    expect(table.get('/a')).toEqual({location: '/contact', status: 307})
    expect(table.get('/b')).toEqual({location: '/contact', status: 307})
    expect(table.get('/c')).toEqual({location: '/contact', status: 308})
  })

  it('leaves loops out, and redirects whose target has no page or whose addresses are invalid', () => {
    const {table, dropped} = buildRedirectTable([
      row('/a', {url: '/b'}),
      row('/b', {url: '/a'}),
      row('/soi', {url: '/soi/'}),
      row('/orphelin', {target: {_type: 'connector', slug: null} as unknown as RedirectRow['target']}),
      row('pas-un-chemin', {url: '/contact'}),
      row('/vers-rien', {url: 'mailto:contact@parlia.fr'}),
      row('/ok', {url: '/contact'}),
    ])
    expect([...table.keys()]).toEqual(['/ok'])
    expect(dropped.sort()).toEqual(['/a', '/b', '/soi'])
  })

  it('keeps the first of two redirects from one source', () => {
    const {table} = buildRedirectTable([row('/x', {url: '/contact'}), row('/x/', {url: '/blog'})])
    expect(table.get('/x')?.location).toBe('/contact')
  })
})

describe('findRedirect', () => {
  const {table} = buildRedirectTable([
    row('/tarifs', {url: '/planifier-une-demo'}),
    row('/références', {url: '/ressources/cas-usage-client'}),
    row('/vers-l-été', {url: '/blog/été'}),
    row('/filtre', {url: '/solution/connecteurs?tags=itsm'}),
  ])

  it('keeps the visitor’s query string', () => {
    expect(findRedirect(table, '/tarifs?utm_source=lettre&utm_medium=email')).toEqual({
      status: 308,
      location: '/planifier-une-demo?utm_source=lettre&utm_medium=email',
    })
    expect(findRedirect(table, '/filtre?page=2')?.location).toBe('/solution/connecteurs?tags=itsm&page=2')
  })

  it('matches an address as browsers send it: percent-encoded, with or without a trailing slash', () => {
    expect(findRedirect(table, '/r%C3%A9f%C3%A9rences')?.location).toBe('/ressources/cas-usage-client')
    expect(findRedirect(table, '/tarifs/')?.location).toBe('/planifier-une-demo')
  })

  it('percent-encodes a destination outside ASCII, as a Location header must be', () => {
    expect(findRedirect(table, '/vers-l-%C3%A9t%C3%A9')?.location).toBe('/blog/%C3%A9t%C3%A9')
  })

  it('finds nothing for other addresses, a broken escape or a different case', () => {
    expect(findRedirect(table, '/contact')).toBeNull()
    expect(findRedirect(table, '/%E9')).toBeNull()
    expect(findRedirect(table, '/Tarifs')).toBeNull()
  })
})
