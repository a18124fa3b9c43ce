import {checkDestination, checkSource, comparablePath, locationWithQuery, MAX_SOURCE_LENGTH} from './addresses'

describe('checkSource', () => {
  it.each([
    ['/blog/ancien-article', '/blog/ancien-article'],
    ['  /tarifs/  ', '/tarifs'],
    ['https://www.parlia.fr/ancienne-page', '/ancienne-page'],
    ['/r%C3%A9f%C3%A9rences', '/références'],
    // Composed and decomposed "é" are one path.
    ['/re\u0301fe\u0301rences', '/références'],
  ])('accepts %j as %j', (input, path) => {
    expect(checkSource(input)).toEqual({ok: true, value: path})
  })

  it.each([
    ['', 'Indiquez l’ancienne adresse'],
    ['blog/article', 'commence par une seule « / »'],
    ['//autre-site.fr/page', 'commence par une seule « / »'],
    ['/page?utm_source=x', '« ? » ni de « # »'],
    ['https://www.parlia.fr/page#ancre', '« ? » ni de « # »'],
    ['/ma page', 'd’espace'],
    ['/%E9', 'n’encode aucun caractère'],
    ['/', 'page d’accueil'],
    ['/api/search', 'appartiennent au site'],
    ['/_next/static/chunk.js', 'appartiennent au site'],
    ['/api', 'appartiennent au site'],
    [`/${'a'.repeat(MAX_SOURCE_LENGTH)}`, 'trop longue'],
  ])('refuses %j in French', (input, message) => {
    const checked = checkSource(input)
    expect(checked.ok).toBe(false)
    if (!checked.ok) expect(checked.message).toContain(message)
  })

  it('keeps a path that only starts like a reserved one', () => {
    expect(checkSource('/apidocs')).toEqual({ok: true, value: '/apidocs'})
  })
})

describe('checkDestination', () => {
  it('reads a path of this site with its own query, and another site’s URL', () => {
    expect(checkDestination('/solution/connecteurs?tags=itsm')).toEqual({
      ok: true,
      value: {kind: 'path', path: '/solution/connecteurs', query: '?tags=itsm'},
    })
    expect(checkDestination('https://docs.parlia.fr/guide')).toEqual({
      ok: true,
      value: {kind: 'external', url: 'https://docs.parlia.fr/guide'},
    })
  })

  it.each(['', 'contact', '//ailleurs.fr', 'https://', '/a b', 'ftp://serveur/fichier'])('refuses %j', (input) => {
    expect(checkDestination(input).ok).toBe(false)
  })
})

describe('comparablePath', () => {
  it('drops trailing slashes but keeps the root, and gives up on a broken escape', () => {
    expect(comparablePath('/blog///')).toBe('/blog')
    expect(comparablePath('/')).toBe('/')
    expect(comparablePath('/%')).toBeNull()
  })
})

describe('locationWithQuery', () => {
  it('keeps the visitor’s query, after the destination’s own and before its fragment', () => {
    expect(locationWithQuery('/contact', '')).toBe('/contact')
    expect(locationWithQuery('/contact', '?utm_source=lettre')).toBe('/contact?utm_source=lettre')
    expect(locationWithQuery('/solution/connecteurs?tags=itsm', '?utm=1')).toBe('/solution/connecteurs?tags=itsm&utm=1')
    expect(locationWithQuery('https://docs.parlia.fr/guide#debut', '?a=1')).toBe(
      'https://docs.parlia.fr/guide?a=1#debut',
    )
  })
})
