import {algoliasearch} from 'algoliasearch'
import {
  INDEX_NAMES,
  type ConnectorRecord,
  type FaqRecord,
  type IndexName,
  type SearchRecord,
} from '@parlia/search/records'
import type {SynonymGroups} from '@parlia/search/synonyms'

import {type AlgoliaAdminConfig, serverEnv} from '../platform/env/server'
import {algoliaHostOptions} from './hosts'

/** A regular synonym as Algolia stores it: every term finds the others. */
interface SynonymHit {
  objectID: string
  type: 'synonym'
  synonyms: string[]
}

/** The part of Algolia's client the site writes with. */
export interface AlgoliaWriter {
  replaceAllObjects(options: {indexName: string; objects: SearchRecord[]}): Promise<unknown>
  setSettings(options: {indexName: string; indexSettings: Record<string, unknown>}): Promise<unknown>
  saveObject(options: {indexName: string; body: SearchRecord}): Promise<unknown>
  deleteObject(options: {indexName: string; objectID: string}): Promise<unknown>
  saveSynonyms(options: {
    indexName: string
    synonymHit: SynonymHit[]
    replaceExistingSynonyms: boolean
  }): Promise<unknown>
  clearSynonyms(options: {indexName: string}): Promise<unknown>
}

/** Relevance settings that match the embedded engine's behaviour. */
export const INDEX_SETTINGS: Record<IndexName, Record<string, unknown>> = {
  connectors: {
    searchableAttributes: ['title', 'description', 'unordered(categoryTitles)'],
    attributesForFaceting: ['categories'],
    customRanking: ['asc(popularity)'],
    queryLanguages: ['fr'],
    indexLanguages: ['fr'],
    ignorePlurals: true,
    removeStopWords: true,
    minWordSizefor1Typo: 5,
    attributesToHighlight: ['title', 'description'],
  },
  faq: {
    searchableAttributes: ['question', 'unordered(answer)'],
    attributesForFaceting: ['category', 'popular'],
    customRanking: ['desc(popular)'],
    queryLanguages: ['fr'],
    indexLanguages: ['fr'],
    ignorePlurals: true,
    removeStopWords: true,
    minWordSizefor1Typo: 5,
    attributesToHighlight: ['question', 'answer'],
  },
}

/** The admin client of `npm run search:index` and the webhook, on the configured host when there is one; null without an admin key. */
export function algoliaWriter(admin: AlgoliaAdminConfig | null = serverEnv.algoliaAdmin): AlgoliaWriter | null {
  return admin
    ? (algoliasearch(admin.appId, admin.adminKey, algoliaHostOptions(admin.host)) as unknown as AlgoliaWriter)
    : null
}

/** Replaces every record of both indices atomically and applies the settings, then the editors' synonyms. */
export async function pushAllRecords(
  client: AlgoliaWriter,
  records: {connectors: ConnectorRecord[]; faq: FaqRecord[]},
  synonyms: SynonymGroups,
) {
  for (const indexName of INDEX_NAMES) {
    await client.replaceAllObjects({indexName, objects: records[indexName]})
    await client.setSettings({indexName, indexSettings: INDEX_SETTINGS[indexName]})
  }
  await pushSynonyms(client, synonyms)
}

/**
 * Makes the editors' groups the synonyms of both indices, as regular synonyms, replacing whatever they held (a group
 * an editor deleted goes too). No group clears them: a batch of none is not a replacement Algolia documents.
 */
export async function pushSynonyms(client: AlgoliaWriter, groups: SynonymGroups) {
  const synonymHit = groups.map((terms, index): SynonymHit => ({
    objectID: `synonyms-${index + 1}`,
    type: 'synonym',
    synonyms: [...terms],
  }))
  for (const indexName of INDEX_NAMES) {
    if (synonymHit.length === 0) await client.clearSynonyms({indexName})
    else await client.saveSynonyms({indexName, synonymHit, replaceExistingSynonyms: true})
  }
}

/** Follows one document change: a deletion removes its record, anything else saves it again. */
export async function syncRecord(
  client: AlgoliaWriter,
  indexName: IndexName,
  change: {_id: string; operation?: string | null},
  record: SearchRecord | null,
) {
  if (change.operation === 'delete' || !record) return client.deleteObject({indexName, objectID: change._id})
  return client.saveObject({indexName, body: record})
}
