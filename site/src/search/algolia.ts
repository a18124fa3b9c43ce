import {algoliasearch} from 'algoliasearch'

import {type AlgoliaAdminConfig, serverEnv} from '../env/server'
import {algoliaHostOptions} from './hosts'
import type {ConnectorRecord, FaqRecord, IndexName, SearchRecord} from './records'

/** The part of Algolia's client the site writes with. */
export interface AlgoliaWriter {
  replaceAllObjects(options: {indexName: string; objects: SearchRecord[]}): Promise<unknown>
  setSettings(options: {indexName: string; indexSettings: Record<string, unknown>}): Promise<unknown>
  saveObject(options: {indexName: string; body: SearchRecord}): Promise<unknown>
  deleteObject(options: {indexName: string; objectID: string}): Promise<unknown>
}

/** Relevance settings that match the embedded engine's behaviour. */
export const INDEX_SETTINGS: Record<IndexName, Record<string, unknown>> = {
  connectors: {
    searchableAttributes: ['title', 'description'],
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
  return admin ? (algoliasearch(admin.appId, admin.adminKey, algoliaHostOptions(admin.host)) as unknown as AlgoliaWriter) : null
}

/** Replaces every record of both indices atomically and applies the settings. */
export async function pushAllRecords(client: AlgoliaWriter, records: {connectors: ConnectorRecord[]; faq: FaqRecord[]}) {
  for (const indexName of ['connectors', 'faq'] as const) {
    await client.replaceAllObjects({indexName, objects: records[indexName]})
    await client.setSettings({indexName, indexSettings: INDEX_SETTINGS[indexName]})
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
