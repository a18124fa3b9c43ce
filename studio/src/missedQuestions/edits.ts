import {SINGLETONS} from '@parlia/schemas/constants'
import type {SanityClient, SanityDocument} from 'sanity'

/** An intent to add a phrasing to: its published id, and its name (its draft's when it has one). */
export interface IntentChoice {
  id: string
  name: string
}

/** A group of the editors' synonyms, by its key. */
export interface SynonymGroupChoice {
  key: string
  terms: string[]
}

/** Where a visitor's term goes: into an existing group, or into a new one beside another term. */
export type SynonymTarget = {groupKey: string} | {newGroupWith: string}

/** What an edit did: the draft changed, or it already held the text. */
export type EditOutcome = 'added' | 'present'

type Client = Pick<SanityClient, 'fetch' | 'patch' | 'create'>

const DRAFT_PREFIX = 'drafts.'
/** Drafts and published documents as they are stored (the API's default perspective shows the published only). */
const RAW = {perspective: 'raw'} as const
const publishedId = (id: string) => (id.startsWith(DRAFT_PREFIX) ? id.slice(DRAFT_PREFIX.length) : id)
/** Accents, case and spaces aside, as the assistant and the synonyms compare words. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim()
const includesFolded = (values: readonly string[], text: string) =>
  values.some((value) => folded(value) === folded(text))

/** The intents, each once, by name. */
export async function loadIntents(client: Client): Promise<IntentChoice[]> {
  const rows = await client.fetch<{_id: string; name?: string}[]>('*[_type == "assistantIntent"]{_id, name}', {}, RAW)
  const byId = new Map<string, string>()
  for (const row of rows) {
    const id = publishedId(row._id)
    // The draft's name is the one the editor sees in the form.
    if (!byId.has(id) || row._id.startsWith(DRAFT_PREFIX)) byId.set(id, row.name?.trim() || 'Intention sans nom')
  }
  return [...byId].map(([id, name]) => ({id, name})).sort((a, b) => a.name.localeCompare(b.name, 'fr'))
}

interface Versions {
  draft: (SanityDocument & Record<string, unknown>) | null
  published: (SanityDocument & Record<string, unknown>) | null
}

const readVersions = (client: Client, id: string) =>
  client.fetch<Versions>(
    '{"draft": *[_id == $draft][0], "published": *[_id == $id][0]}',
    {id, draft: `${DRAFT_PREFIX}${id}`},
    RAW,
  )

/** The editors' synonym groups, as the draft of « Synonymes de recherche » has them (else as published). */
export async function loadSynonymGroups(client: Client): Promise<SynonymGroupChoice[]> {
  const {draft, published} = await readVersions(client, SINGLETONS.searchSynonyms)
  const groups = ((draft ?? published)?.groups ?? []) as {_key: string; terms?: string[]}[]
  return groups.map((group) => ({key: group._key, terms: group.terms ?? []}))
}

const isConflict = (error: unknown) => (error as {statusCode?: number}).statusCode === 409
const ATTEMPTS = 3

/**
 * Changes the draft of document `id`, as an editor's edit in the form would: the draft, made from the published
 * version when there is none, gets the top-level fields `change` answers (null: nothing to change). Written against
 * the revision it was read at: when another edit lands in between (409), it is read and changed again.
 */
async function editDraft(
  client: Client,
  id: string,
  type: string,
  change: (document: Record<string, unknown>) => Record<string, unknown> | null,
): Promise<EditOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    const {draft, published} = await readVersions(client, id)
    const fields = change(draft ?? published ?? {})
    if (!fields) return 'present'
    try {
      if (draft) {
        await client.patch(draft._id).ifRevisionId(draft._rev).set(fields).commit()
      } else {
        // The store's own fields are not copied.
        const {_id, _rev, _createdAt, _updatedAt, ...content} = published ?? {}
        await client.create({...content, ...fields, _id: `${DRAFT_PREFIX}${id}`, _type: type})
      }
      return 'added'
    } catch (error) {
      if (!isConflict(error) || attempt === ATTEMPTS) throw error
    }
  }
}

/** Appends `text` to the phrasings of the intent's draft, unless it already has it. */
export function addPhrasing(client: Client, intentId: string, text: string): Promise<EditOutcome> {
  return editDraft(client, publishedId(intentId), 'assistantIntent', (intent) => {
    const phrasings = (intent.phrasings ?? []) as string[]
    return includesFolded(phrasings, text) ? null : {phrasings: [...phrasings, text.trim()]}
  })
}

/**
 * Adds `term` to a group of the draft of « Synonymes de recherche », or makes a new group of it and another term;
 * nothing when the group already has it.
 */
export function addSynonym(
  client: Client,
  target: SynonymTarget,
  term: string,
  newKey = () => crypto.randomUUID().replace(/-/gu, '').slice(0, 12),
): Promise<EditOutcome> {
  return editDraft(client, SINGLETONS.searchSynonyms, 'searchSynonyms', (document) => {
    const groups = (document.groups ?? []) as {_key: string; terms?: string[]}[]
    if ('newGroupWith' in target) {
      return {
        groups: [...groups, {_key: newKey(), _type: 'synonymGroup', terms: [term.trim(), target.newGroupWith.trim()]}],
      }
    }
    const group = groups.find((candidate) => candidate._key === target.groupKey)
    if (!group) throw new Error('Ce groupe de synonymes n’existe plus : actualisez la page.')
    const terms = group.terms ?? []
    if (includesFolded(terms, term)) return null
    return {
      groups: groups.map((candidate) => (candidate === group ? {...group, terms: [...terms, term.trim()]} : candidate)),
    }
  })
}
