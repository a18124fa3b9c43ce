import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {SANITY_API_VERSION} from '@parlia/schemas/constants/sanityApi'
import {parseNdjson} from '@parlia/schemas/dataset'
import {createClient} from '@sanity/client'

import {services} from './mode'

/** Published content a spec edits, as an editor's publish would, without changing what the other specs read. */
export interface EditableContent {
  /** What the spec's own server needs to read this content. */
  serverEnv: Record<string, string>
  /** Replaces `from` with `to` in a published document (its JSON text); fails when `from` is not there. */
  replaceText(id: string, from: string, to: string): Promise<void>
  /** Writes a document as the Studio would (`_updatedAt` now). */
  write(document: {_id: string; _type: string; [field: string]: unknown}): Promise<void>
  /** Deletes a document, as the Studio deletes a draft once it is published; fails when there is none. */
  delete(id: string): Promise<void>
  close(): void
}

/** The bundled dataset's file, which the local Content Lake imports too. */
const BUNDLED_DATASET = path.resolve(__dirname, '..', '..', 'content', 'data.ndjson')

type StoredDocument = {_id: string; _type: string; [field: string]: unknown}

const bundledDataset = (): StoredDocument[] => parseNdjson(readFileSync(BUNDLED_DATASET, 'utf8'), 'data.ndjson')

/** A document of the bundled dataset (both modes start from it). */
export function bundledDocument(id: string): StoredDocument {
  const document = bundledDataset().find((candidate) => candidate._id === id)
  if (!document) throw new Error(`The bundled dataset has no document ${id}`)
  return document
}

/** The bundled dataset's published documents of a type. */
export const bundledDocuments = (type: string): StoredDocument[] =>
  bundledDataset().filter((document) => document._type === type && !document._id.startsWith('drafts.'))

/**
 * Embedded: a copy of the bundled dataset in a folder of the spec's own (CONTENT_DIR). Service mode: the local
 * Content Lake, written through its mutation API with the real client; its readers are the spec's own server
 * and, once the spec is done, nobody (the spec runs after the others, in playwright.config.ts's "shared state").
 */
export function editableContent(): EditableContent {
  return services ? lakeContent(services.contentLake) : fileContent()
}

function fileContent(): EditableContent {
  const dir = mkdtempSync(path.join(tmpdir(), 'parlia-content-'))
  const file = path.join(dir, 'data.ndjson')
  cpSync(BUNDLED_DATASET, file)
  const edit = (id: string, change: (line: string) => string) => {
    const lines = readFileSync(file, 'utf8').split('\n')
    const index = lines.findIndex((line) => line && (JSON.parse(line) as {_id: string})._id === id)
    if (index < 0) throw new Error(`No document ${id} in the dataset`)
    writeFileSync(file, lines.with(index, change(lines[index]!)).join('\n'))
  }
  return {
    serverEnv: {CONTENT_DIR: dir},
    async replaceText(id, from, to) {
      edit(id, (line) => replaced(line, from, to, id))
    },
    async write(document) {
      const line = JSON.stringify({...document, _updatedAt: new Date().toISOString()})
      writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n${line}\n`)
    },
    async delete(id) {
      // Every line of the document: write adds a document's new revision as a line of its own.
      const lines = readFileSync(file, 'utf8').split('\n')
      const kept = lines.filter((line) => !line || (JSON.parse(line) as {_id: string})._id !== id)
      if (kept.length === lines.length) throw new Error(`No document ${id} in the dataset`)
      writeFileSync(file, kept.join('\n'))
    },
    close: () => rmSync(dir, {recursive: true, force: true}),
  }
}

type Lake = NonNullable<typeof services>['contentLake']

/** The real client on the local Content Lake's live API, with its write token: what the Studio does on publish. */
export const lakeClient = (lake: Lake) =>
  createClient({
    projectId: lake.projectId,
    dataset: lake.dataset,
    apiHost: lake.url,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: SANITY_API_VERSION,
    token: lake.writeToken,
  })

function lakeContent(lake: Lake): EditableContent {
  const client = lakeClient(lake)
  return {
    serverEnv: {},
    async replaceText(id, from, to) {
      const document = await client.getDocument(id)
      if (!document) throw new Error(`No document ${id} in the Content Lake`)
      await client.createOrReplace(JSON.parse(replaced(JSON.stringify(document), from, to, id)))
    },
    async write(document) {
      await client.createOrReplace(document)
    },
    async delete(id) {
      const {results} = await client.delete(id, {returnDocuments: false})
      if (results.length === 0) throw new Error(`No document ${id} in the Content Lake`)
    },
    close: () => {},
  }
}

function replaced(text: string, from: string, to: string, id: string): string {
  if (!text.includes(from)) throw new Error(`“${from}” is not in ${id}`)
  return text.replaceAll(from, to)
}
