import {parseAssetPlaceholder, parseNdjson} from './dataset'

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
