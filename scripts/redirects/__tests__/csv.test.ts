import {writeFile} from 'node:fs/promises'
import {join} from 'node:path'

import {describe, expect, it} from '@jest/globals'

import {withTempDir} from '../../content/archive'
import {formatRedirectsCsv, parseRedirectsCsv, readRedirectsFile, RedirectsFileError} from '../csv'

const fields = (text: string) =>
  parseRedirectsCsv(text).map(({line, source, destination, permanent, note}) => ({
    line,
    source,
    destination,
    permanent,
    note,
  }))

describe('parseRedirectsCsv', () => {
  it('reads a comma-separated file, numbering lines as a spreadsheet does', () => {
    expect(
      fields('source,destination,permanent,note\n/a,/contact,oui,Ancien tarif\n\n/b,https://docs.parlia.fr/,non,\n'),
    ).toEqual([
      {line: 2, source: '/a', destination: '/contact', permanent: true, note: 'Ancien tarif'},
      {line: 4, source: '/b', destination: 'https://docs.parlia.fr/', permanent: false, note: ''},
    ])
  })

  it('reads French Excel’s export: a byte order mark, semicolons, CRLF and a note over two lines', () => {
    const text =
      '\uFEFFsource;destination;permanent;note\r\n/a;/contact;non;"Sur\r\ndeux lignes; avec, virgule"\r\n/b;/blog;;\r\n'
    expect(fields(text)).toEqual([
      {line: 2, source: '/a', destination: '/contact', permanent: false, note: 'Sur\ndeux lignes; avec, virgule'},
      {line: 4, source: '/b', destination: '/blog', permanent: true, note: ''},
    ])
  })

  it('takes the columns in any order and case, permanent and note being optional', () => {
    expect(fields(' Destination , SOURCE\n/contact,/a\n')).toEqual([
      {line: 2, source: '/a', destination: '/contact', permanent: true, note: ''},
    ])
  })

  it.each([
    ['oui', true],
    ['NON', false],
    ['true', true],
    ['false', false],
    ['1', true],
    ['0', false],
    ['301', true],
    ['308', true],
    ['302', false],
    ['307', false],
    ['', true],
  ])('reads permanent %j as %j', (value, permanent) => {
    const [line] = parseRedirectsCsv(`source,destination,permanent\n/a,/b,${value}\n`)
    expect(line).toMatchObject({permanent, problems: []})
  })

  it('flags a line’s own problems: an unknown permanent, more cells than the header', () => {
    const [unknown, wide] = parseRedirectsCsv('source;destination;permanent\n/a;/b;peut-être\n/c;/d;oui;/e\n')
    expect(unknown?.problems).toEqual([
      '« peut-être » n’est pas une valeur de permanent : écrivez oui (308) ou non (307).',
    ])
    expect(wide?.problems).toEqual([
      'La ligne a 4 colonnes, l’en-tête 3 : mettez entre guillemets une valeur qui contient « ; ».',
    ])
  })

  it.each([
    ['', 'Le fichier est vide'],
    ['/a,/b\n', 'Colonne inconnue : « /a », « /b »'],
    ['source,permanent\n/a,oui\n', 'Colonne manquante : destination.'],
    ['source,destination,source\n', 'La colonne « source » apparaît deux fois.'],
    ['source,destination\n"/a,/b\n', 'Le fichier CSV est mal formé (ligne 2) : un guillemet n’est jamais refermé.'],
  ])('refuses the file %j in French', (text, message) => {
    expect(() => parseRedirectsCsv(text)).toThrow(RedirectsFileError)
    expect(() => parseRedirectsCsv(text)).toThrow(message)
  })

  it('refuses more lines than allowed, counting neither the header nor blank lines', () => {
    const text = `source,destination\n${'/a,/b\n\n'.repeat(3)}`
    expect(parseRedirectsCsv(text, {maxLines: 3})).toHaveLength(3)
    expect(() => parseRedirectsCsv(text, {maxLines: 2})).toThrow(
      'Le fichier compte 3 lignes, 2 au plus : découpez-le en plusieurs fichiers.',
    )
    expect(() => parseRedirectsCsv(`source,destination\n${'/a,/b\n'.repeat(20_001)}`)).toThrow(
      'Le fichier compte 20\u202f001 lignes, 20\u202f000 au plus',
    )
  })
})

describe('formatRedirectsCsv', () => {
  it('writes what parseRedirectsCsv reads back, quoting what needs it', () => {
    const redirects = [
      {source: '/a', destination: '/solution/connecteurs?tags=itsm', permanent: true, note: 'Migration, « 2024 »'},
      {
        source: '/b',
        destination: 'https://docs.parlia.fr/',
        permanent: false,
        note: 'Deux\nlignes et des "guillemets"',
      },
    ]
    const csv = formatRedirectsCsv(redirects)
    expect(csv.split('\n')[0]).toBe('source,destination,permanent,note')
    expect(
      parseRedirectsCsv(csv).map(({source, destination, permanent, note}) => ({source, destination, permanent, note})),
    ).toEqual(redirects)
  })
})

describe('readRedirectsFile', () => {
  it('refuses a missing file, one over 5 MB and one not in UTF-8, in French', () =>
    withTempDir(async (dir) => {
      await expect(readRedirectsFile(join(dir, 'absent.csv'))).rejects.toThrow(
        `Fichier introuvable : ${join(dir, 'absent.csv')}.`,
      )
      const large = join(dir, 'large.csv')
      await writeFile(large, `source,destination\n${'/a,/b\n'.repeat(900_000)}`)
      await expect(readRedirectsFile(large)).rejects.toThrow(
        'Le fichier pèse plus de 5 Mo : découpez-le en plusieurs fichiers.',
      )
      const latin1 = join(dir, 'latin1.csv')
      await writeFile(latin1, Buffer.from('source,destination,note\n/a,/b,été\n', 'latin1'))
      await expect(readRedirectsFile(latin1)).rejects.toThrow('Le fichier n’est pas en UTF-8')
    }))
})
