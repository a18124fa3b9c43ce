import type {SchemaType} from 'groq-js'

import schemaJson from '../schema.json'
import {isFreeText} from './freeText'

const schema = schemaJson as SchemaType

describe('isFreeText, on the site schema', () => {
  it.each([
    ['homePage', ['hero', 'title']],
    ['homePage', ['values', 'title']],
    ['homePage', ['values', 'items', {_key: 'v1', _index: 0}, 'title']],
    ['post', ['body', {_key: 'b1'}, 'children', {_key: 's1'}, 'text']],
    ['connector', ['name']],
    ['job', ['location']],
  ])('marks the free text of %s at %j', (type, path) => {
    expect(isFreeText(schema, type, path)).toBe(true)
  })

  it.each([
    ['homePage', ['values', 'items', {_key: 'v1', _index: 0}, 'key'], 'an option of a list'],
    ['job', ['contractType'], 'an option of a list'],
    ['job', ['jobId', 'current'], 'a slug, named otherwise than `slug`'],
    ['post', ['cover', 'asset', '_ref'], 'a reference to an asset'],
    ['post', ['body', {_key: 'b1'}, 'style'], "a block's style"],
    ['homePage', ['hero'], 'an object'],
    ['connector', ['popularity'], 'a number'],
    ['connector', ['_type'], 'a type name'],
    ['homePage', ['hero', 'subtitle'], 'a field the schema does not have'],
    ['nowhere', ['title'], 'a type the schema does not have'],
    ['homePage', ['values', 'items', 'title'], 'an array read as an object'],
  ])('leaves %s at %j alone (%s)', (type, path, _reason) => {
    expect(isFreeText(schema, type, path)).toBe(false)
  })

  it('stops on a schema that refers to itself', () => {
    const looping: SchemaType = [
      {type: 'type', name: 'loop', value: {type: 'inline', name: 'loop'}},
      {
        type: 'document',
        name: 'doc',
        attributes: {field: {type: 'objectAttribute', value: {type: 'inline', name: 'loop'}}},
      },
    ]
    expect(isFreeText(looping, 'doc', ['field'])).toBe(false)
  })
})
