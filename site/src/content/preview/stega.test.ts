/** @jest-environment node */
import type {ContentSourceMap} from '@sanity/client'
import {stegaClean, stegaEncodeSourceMap} from '@sanity/client/stega'
import {vercelStegaDecode} from '@vercel/stega'

import {previewStega} from './stega'

const job = {title: 'Chef de projet IA', contractType: 'CDI', location: 'Lyon', applyUrl: 'https://parlia.fr/postuler'}

/** Every value of the result comes from the job document, field for field. */
const sourceMap: ContentSourceMap = {
  documents: [{_id: 'drafts.job-chef-de-projet', _type: 'job'}],
  paths: ["$['title']", "$['contractType']", "$['location']", "$['applyUrl']"],
  mappings: Object.fromEntries(
    Object.keys(job).map((field, path) => [
      `$['${field}']`,
      {type: 'value', source: {type: 'documentValue', document: 0, path}},
    ]),
  ) as ContentSourceMap['mappings'],
}

const encode = (studioUrl = 'http://localhost:3333/') => stegaEncodeSourceMap(job, sourceMap, previewStega(studioUrl))

describe('previewStega', () => {
  it('marks free text with the document and field the Studio opens', () => {
    const encoded = encode()
    expect(encoded.title).not.toBe(job.title)
    expect(stegaClean(encoded.title)).toBe(job.title)
    const decoded = vercelStegaDecode(encoded.title) as {origin: string; href: string}
    expect(decoded.origin).toBe('sanity.io')
    // The Studio's address without its trailing slash, the published id, the field.
    expect(decoded.href).toMatch(
      /^http:\/\/localhost:3333\/intent\/edit\/mode=presentation;id=job-chef-de-projet;type=job;path=title\?/,
    )
  })

  it('leaves the options code compares, and what filterDefault leaves (URLs), as they are', () => {
    const encoded = encode()
    expect(encoded.contractType).toBe('CDI')
    expect(encoded.applyUrl).toBe(job.applyUrl)
    expect(stegaClean(encoded.location)).toBe('Lyon')
    expect(encoded.location).not.toBe('Lyon')
  })
})
