import {ndjsonDocuments, parseAssetPlaceholder, parseNdjson} from './dataset'

describe('parseNdjson', () => {
  it('reads one document a line and skips blank lines', () => {
    expect(parseNdjson('{"_id":"a","_type":"t"}\n\n{"_id":"b","_type":"t"}\n', 'data.ndjson')).toHaveLength(2)
  })

  it('names the line of a malformed document, blank lines counted', () => {
    expect(() => parseNdjson('{"_id":"a","_type":"t"}\n{oops', 'data.ndjson')).toThrow('data.ndjson:2: invalid JSON')
    expect(() => parseNdjson('\n{"_id":"a","_type":"t"}\n\n{oops', 'data.ndjson')).toThrow(
      'data.ndjson:4: invalid JSON',
    )
  })
})

describe('ndjsonDocuments', () => {
  const bytes = (text: string) => new TextEncoder().encode(text)

  it('reads from the bytes what parseNdjson reads from the text, accents and typographic apostrophes included', () => {
    const text = '{"_id":"a","_type":"t","title":"L’été à Lyon"}\r\n\n{"_id":"b","_type":"t","emoji":"🤖"}'
    expect([...ndjsonDocuments(bytes(text), 'data.ndjson')]).toEqual(parseNdjson(text, 'data.ndjson'))
    expect([...ndjsonDocuments(bytes(`${text}\n`), 'data.ndjson')]).toHaveLength(2)
    expect([...ndjsonDocuments(bytes(''), 'data.ndjson')]).toEqual([])
  })

  it('yields one document at a time and names the line of a malformed one', () => {
    const documents = ndjsonDocuments(bytes('{"_id":"a","_type":"t"}\n\n{oops'), 'data.ndjson')
    expect(documents.next().value).toEqual({_id: 'a', _type: 't'})
    expect(() => documents.next()).toThrow('data.ndjson:3: invalid JSON')
  })
})

describe('parseAssetPlaceholder', () => {
  it('reads the kind, folder and file name of an image or a file', () => {
    expect(parseAssetPlaceholder('image@file://./images/abc-10x20.png')).toEqual({
      kind: 'image',
      folder: 'images',
      filename: 'abc-10x20.png',
    })
    expect(parseAssetPlaceholder('file@file://./files/abc.pdf')).toEqual({
      kind: 'file',
      folder: 'files',
      filename: 'abc.pdf',
    })
  })

  it('is null for anything else, a file below a subfolder included', () => {
    for (const value of ['', 'image-abc-10x20-png', 'image@file://./images/a/b.png', 'video@file://./files/a.mp4'])
      expect(parseAssetPlaceholder(value)).toBeNull()
  })
})
