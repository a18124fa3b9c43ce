/** @jest-environment node */
import {collectMigrationMutations, type MigrationContext} from 'sanity/migrate'
import type {SanityDocument} from 'sanity'

import migration, {FORMER_TITLE} from '.'

const items = [{_key: 'v1', _type: 'valueBlock', key: 'simplicite', title: 'Simplicité', text: 'Sans code.'}]
const document = (id: string, values: unknown): SanityDocument =>
  ({_id: id, _type: 'homePage', _rev: 'r', _createdAt: '', _updatedAt: '', values}) as SanityDocument

/** The mutations Sanity's migration runner would send for these documents. */
async function mutationsFor(documents: SanityDocument[]) {
  async function* source() {
    yield* documents
  }
  // The document migration reads nothing through the client.
  const context = {dryRun: true} as MigrationContext
  const mutations = []
  for await (const batch of collectMigrationMutations(migration, source, context)) mutations.push(batch)
  return mutations.flat()
}

describe('the home values section migration', () => {
  it('moves a former list of values under the section’s items, with the title the component wrote, drafts too', async () => {
    const mutations = await mutationsFor([document('homePage', items), document('drafts.homePage', items)])
    expect(mutations).toEqual([
      expect.objectContaining({
        type: 'patch',
        id: 'homePage',
        patches: [expect.objectContaining({path: ['values'], op: {type: 'set', value: {title: FORMER_TITLE, items}}})],
      }),
      expect.objectContaining({type: 'patch', id: 'drafts.homePage'}),
    ])
  })

  it('leaves a document already in the new shape as it is, so it can run again', async () => {
    expect(await mutationsFor([document('homePage', {title: 'Ce à quoi nous tenons', items})])).toEqual([])
  })
})
