import {collectMigrationMutations, type Migration, type MigrationContext} from 'sanity/migrate'
import type {SanityDocument} from 'sanity'

/**
 * The mutations Sanity's migration runner would send for these documents, as a dry run: `client` stands for the
 * Content Lake a migration reads (none for a migration that only looks at each document).
 */
export async function migrationMutations(
  migration: Migration,
  documents: SanityDocument[],
  client?: {fetch: (query: string, params: Record<string, unknown>) => Promise<unknown>},
) {
  async function* source() {
    yield* documents
  }
  // The runner's context, of which a migration here uses only the client's queries.
  const context = {dryRun: true, client} as unknown as MigrationContext
  const mutations = []
  for await (const batch of collectMigrationMutations(migration, source, context)) mutations.push(batch)
  return mutations.flat()
}
