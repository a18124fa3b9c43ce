import {ThListIcon} from '@sanity/icons'
import {defineField, defineType} from 'sanity'

import {LISTING_PAGES} from '../constants'

const listingOf = (id: string | undefined) =>
  Object.values(LISTING_PAGES).find((listing) => listing.id === id?.replace(/^drafts\./, ''))

/**
 * The texts of a page that lists documents (white papers, use cases, connectors…): one document per
 * listing under the fixed id of LISTING_PAGES, opened from the desk; the list itself comes from the documents.
 */
export const listingPage = defineType({
  name: 'listingPage',
  title: 'Page de liste',
  type: 'document',
  icon: ThListIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Nom court',
      type: 'string',
      description: 'Le nom de la page dans le fil d’Ariane.',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({name: 'hero', title: 'Bandeau', type: 'pageHero', validation: (rule) => rule.required()}),
    defineField({
      name: 'seo',
      title: 'Référencement',
      type: 'seo',
      description: 'Sans titre, la page prend « Nom court | Marque » ; sans description, l’introduction du bandeau.',
    }),
  ],
  preview: {
    select: {id: '_id', title: 'title', media: 'hero.image'},
    prepare: ({id, title, media}) => {
      const listing = listingOf(id)
      return {title: listing?.title ?? title ?? 'Page de liste', subtitle: listing?.path, media}
    },
  },
})
