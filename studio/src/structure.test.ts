/** @jest-environment node */
import {documentTypes, SINGLETONS} from '@parlia/schemas'
import type {StructureBuilder} from 'sanity/structure'

import {structure} from './structure'

// The schema's definitions, as plain objects: sanity's helpers only type them, and its ESM bundle is not for Jest.
jest.mock('sanity', () => {
  const identity = <T>(definition: T) => definition
  return {defineType: identity, defineField: identity, defineArrayMember: identity}
})

/**
 * The document types the desk opens, read by building it with a builder that records what each entry shows: a type's
 * list (`documentTypeListItem`) or one document (`document().schemaType(…)`, with its fixed id).
 */
function deskTypes(): {lists: string[]; documents: {type: string; id: string}[]} {
  const lists: string[] = []
  const documents: {type: string; id: string}[] = []
  let pendingType: string | null = null
  const chain: Record<string, (...args: unknown[]) => unknown> = new Proxy(
    {},
    {
      get:
        (_, method: string) =>
        (...args: unknown[]) => {
          if (method === 'documentTypeListItem') lists.push(args[0] as string)
          if (method === 'schemaType') pendingType = args[0] as string
          if (method === 'documentId' && pendingType) {
            documents.push({type: pendingType, id: args[0] as string})
            pendingType = null
          }
          return chain
        },
    },
  )
  const builder = new Proxy(
    {},
    {get: (_, key: string) => (key === 'context' ? {schema: {get: () => undefined}} : chain[key])},
  )
  structure(builder as StructureBuilder, {} as never)
  return {lists, documents}
}

describe('the desk', () => {
  const {lists, documents} = deskTypes()

  it('opens every document type of the schema, once: a type no entry opens is out of the editors’ reach', () => {
    const opened = [...lists, ...new Set(documents.map(({type}) => type))]
    const schema = [...documentTypes.map(({name}) => name), 'homePage']
    expect(opened.toSorted()).toEqual(schema.toSorted())
  })

  it('opens each one-of-a-kind document under its fixed id, never as a list', () => {
    for (const [type, id] of Object.entries(SINGLETONS)) {
      expect(documents).toContainEqual({type, id})
      expect(lists).not.toContain(type)
    }
  })
})
