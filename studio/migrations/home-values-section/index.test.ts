/** @jest-environment node */
import type {SanityDocument} from 'sanity'

import {migrationMutations} from '../../src/testing/migrationMutations'

import migration, {FORMER_TITLE} from '.'

const items = [{_key: 'v1', _type: 'valueBlock', key: 'simplicite', title: 'Simplicité', text: 'Sans code.'}]
const document = (id: string, values: unknown): SanityDocument =>
  ({_id: id, _type: 'homePage', _rev: 'r', _createdAt: '', _updatedAt: '', values}) as SanityDocument

const mutationsFor = (documents: SanityDocument[]) => migrationMutations(migration, documents)

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
