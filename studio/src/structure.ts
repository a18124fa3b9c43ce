import {LISTING_PAGES, SINGLETONS} from '@parlia/schemas/constants'
import {OWN_PAGE_TYPES} from '@parlia/schemas/pages/paths'
import type {DocumentActionsResolver, TemplateResolver} from 'sanity'
import type {ListItemBuilder, StructureBuilder, StructureResolver} from 'sanity/structure'

import {citedByAction} from './redirects/CitedBy'
import {withSlugHistory} from './redirects/publishWithSlugHistory'

type SingletonType = keyof typeof SINGLETONS

/** Types whose documents live under fixed ids: the singletons, and the one listing page per listing. */
const FIXED_ID_TYPES = new Set<string>([...Object.keys(SINGLETONS), 'listingPage'])

/** A fixed-id document must always exist once: the site reads it by its id. */
const FIXED_ID_FORBIDDEN_ACTIONS = new Set<string>(['duplicate', 'delete', 'unpublish'])

/** Opens the one document of a singleton type directly, with the type's title and icon. */
const singleton = (S: StructureBuilder, type: SingletonType): ListItemBuilder => {
  const schemaType = S.context.schema.get(type)
  const title = schemaType?.title ?? type
  return S.listItem()
    .id(type)
    .title(title)
    .icon(schemaType?.icon)
    .child(S.document().schemaType(type).documentId(SINGLETONS[type]).title(title))
}

/** Opens the listing page document of one listing, under its fixed id. */
const listingPage = (S: StructureBuilder, {id, title}: {id: string; title: string}): ListItemBuilder =>
  S.listItem()
    .id(id)
    .title(title)
    .icon(S.context.schema.get('listingPage')?.icon)
    .child(S.document().schemaType('listingPage').documentId(id).title(title))

const group = (S: StructureBuilder, id: string, title: string, items: ListItemBuilder[]): ListItemBuilder =>
  S.listItem().id(id).title(title).child(S.list().id(id).title(title).items(items))

/** The desk: one entry per line; a new document type adds a line here. */
export const structure: StructureResolver = (S) => {
  const list = (type: string, title: string) => S.documentTypeListItem(type).title(title)
  return S.list()
    .title('Contenu')
    .items([
      group(S, 'pages', 'Pages', [
        singleton(S, 'homePage'),
        singleton(S, 'aboutPage'),
        singleton(S, 'securityPage'),
        singleton(S, 'publicBuyersPage'),
        singleton(S, 'savingsCalculatorPage'),
        group(
          S,
          'listing-pages',
          'Pages de liste',
          Object.values(LISTING_PAGES).map((listing) => listingPage(S, listing)),
        ),
        list('legalPage', 'Pages légales'),
      ]),
      list('solutionPage', 'Solutions'),
      group(S, 'use-cases', 'Cas d’usage', [list('useCase', 'Cas d’usage'), list('customerCase', 'Cas clients')]),
      group(S, 'blog', 'Blog', [list('post', 'Articles'), list('blogCategory', 'Catégories')]),
      group(S, 'resources', 'Ressources', [
        list('whitePaper', 'Livres blancs'),
        list('webinar', 'Webinars'),
        list('faq', 'Questions fréquentes'),
      ]),
      list('connector', 'Connecteurs'),
      list('avatar', 'Avatars'),
      list('job', 'Offres d’emploi'),
      S.divider(),
      list('redirect', 'Redirections'),
      group(S, 'settings', 'Réglages', [
        singleton(S, 'siteSettings'),
        singleton(S, 'navigation'),
        singleton(S, 'assistantSettings'),
        list('assistantIntent', 'Intentions de l’assistant'),
        singleton(S, 'searchSynonyms'),
      ]),
    ])
}

/**
 * Fixed-id documents are created by their desk entry only: without a template they are
 * in no "new document" menu, the global one included.
 */
export const templates: TemplateResolver = (prev) => prev.filter(({schemaType}) => !FIXED_ID_TYPES.has(schemaType))

/**
 * Fixed-id documents cannot be duplicated, deleted or unpublished. A document with a page of its own keeps its old
 * address when its slug changes (redirects/slugHistory.ts), and every document says where it is cited.
 */
export const documentActions: DocumentActionsResolver = (prev, {schemaType}) => {
  const kept = FIXED_ID_TYPES.has(schemaType)
    ? prev.filter(({action}) => !action || !FIXED_ID_FORBIDDEN_ACTIONS.has(action))
    : prev
  const actions = OWN_PAGE_TYPES.includes(schemaType)
    ? kept.map((action) => (action.action === 'publish' ? withSlugHistory(action) : action))
    : kept
  return [...actions, citedByAction]
}
