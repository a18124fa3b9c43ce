/** @jest-environment node */
import {evaluate, parse} from 'groq-js'

import {PRERENDERED_PER_TYPE} from '../ui/layout/staticProps'
import {avatarIdsQuery, connectorIdsQuery, jobIdsQuery, postIdsQuery, useCaseIdsQuery} from './queries'

const COUNT = PRERENDERED_PER_TYPE + 50
const day = (index: number) => new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString()

/** `COUNT` documents of `type`, document i the i-th most recent (or popular), in shuffled order, one slug twice. */
function documents(type: string, slugField: string, rank: (index: number) => Record<string, unknown>) {
  const built = Array.from({length: COUNT}, (_, index) => ({
    _id: `${type}-${index}`,
    _type: type,
    [slugField]: {_type: 'slug', current: `${type}-${index}`},
    ...rank(index),
  }))
  const shuffled = built.map((doc, index) => built[(index * 37) % COUNT]!)
  // A draft's published twin, or a duplicated slug, names one page.
  return [...shuffled, {...built[0]!, _id: `drafts.${type}-0`}]
}

const params = {limit: PRERENDERED_PER_TYPE}
// As the Content Lake and the bundled dataset's backend do: a slice's bounds are parameters known at parse time.
const run = async (query: string, dataset: unknown[]) =>
  (await evaluate(parse(query, {params}), {dataset, params})).get() as Promise<string[]>

const first = (type: string) => Array.from({length: PRERENDERED_PER_TYPE}, (_, index) => `${type}-${index}`)

describe('the pages prerendered at build', () => {
  it.each([
    ['the most recent articles', postIdsQuery, 'post', 'postId', (i: number) => ({publishedAt: day(COUNT - i)})],
    ['the most popular connectors', connectorIdsQuery, 'connector', 'connectorId', (i: number) => ({popularity: i + 1})],
    ['the most recent job offers', jobIdsQuery, 'job', 'jobId', (i: number) => ({datePosted: day(COUNT - i)})],
    ['the last edited use cases', useCaseIdsQuery, 'useCase', 'useCaseId', (i: number) => ({_updatedAt: day(COUNT - i)})],
    ['the last edited avatars', avatarIdsQuery, 'avatar', 'avatarId', (i: number) => ({_updatedAt: day(COUNT - i)})],
  ])('are %s, PRERENDERED_PER_TYPE of them, each once', async (_, query, type, slugField, rank) => {
    expect(await run(query, documents(type, slugField, rank))).toEqual(first(type))
  })
})
