import {ThListIcon} from '@sanity/icons'
import {type CustomValidator, defineField, defineType} from 'sanity'

import {AVATAR_COUNT_PLACEHOLDER, ITEM_NAME_PLACEHOLDER, LISTING_PAGES} from '../constants'

const listingOf = (id: string | undefined) =>
  Object.values(LISTING_PAGES).find((listing) => listing.id === id?.replace(/^drafts\./, ''))

/**
 * The avatar catalogue's lead says how many avatars it shows through the placeholder; only that page
 * replaces it. A warning, not an error: the page still renders, only the number is missing (or shown raw).
 */
const avatarCountInLead: CustomValidator<{lead?: string} | undefined> = (hero, context) => {
  if (!hero?.lead) return true
  const isCatalogue = listingOf(context.document?._id) === LISTING_PAGES.avatars
  const hasPlaceholder = hero.lead.includes(AVATAR_COUNT_PLACEHOLDER)
  if (isCatalogue && !hasPlaceholder) {
    return `Écrivez ${AVATAR_COUNT_PLACEHOLDER} dans l’introduction, là où la page doit afficher le nombre d’avatars.`
  }
  if (!isCatalogue && hasPlaceholder) {
    return `${AVATAR_COUNT_PLACEHOLDER} n’est remplacé que sur le catalogue d’avatars : ici, il s’afficherait tel quel.`
  }
  return true
}

const isOneOf = (listings: readonly (typeof LISTING_PAGES)[keyof typeof LISTING_PAGES][]) => (id: string | undefined) =>
  listings.some((listing) => listing === listingOf(id))
/** The listings that close on a call to action: the use cases', and the customer cases' (each story repeats it). */
const hasClosingBand = isOneOf([LISTING_PAGES.useCases, LISTING_PAGES.customerCases])
/** The listings whose items' pages close on a band written here once: the connectors' and the use cases'. */
const hasItemBand = isOneOf([LISTING_PAGES.connectors, LISTING_PAGES.useCases])

/** A band of the listings `shows` names, hidden on the others, whose absence it warns about. */
const bandField = (
  name: string,
  title: string,
  description: string,
  shows: (id: string | undefined) => boolean,
  missing: string,
) =>
  defineField({
    name,
    title,
    description,
    type: 'ctaBand',
    hidden: ({document}) => !shows(document?._id),
    // Sanity reports it as a warning whatever its level (the field is empty); the page then ends without a band.
    validation: (rule) =>
      rule.custom((band, context) => (band || !shows(context.document?._id) ? true : missing)).warning(),
  })

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
    defineField({
      name: 'hero',
      title: 'Bandeau',
      type: 'pageHero',
      description: `Catalogue d’avatars : écrivez ${AVATAR_COUNT_PLACEHOLDER} dans l’introduction, là où doit figurer le nombre d’avatars ; la page le remplace par le nombre d’avatars publiés (par exemple « ${AVATAR_COUNT_PLACEHOLDER} personnages… » devient « 20 personnages… »).`,
      validation: (rule) => [rule.required(), rule.custom(avatarCountInLead).warning()],
    }),
    bandField(
      'cta',
      'Appel à l’action',
      'Le bandeau sombre qui clôt la page, avec « Planifier une démo » ; sur les cas clients, il clôt aussi chaque cas.',
      hasClosingBand,
      'Cette page se termine par un appel à l’action.',
    ),
    bandField(
      'itemCta',
      'Appel à l’action de chaque page',
      `Le bandeau sombre qui clôt la page de chaque connecteur ou cas d’usage, avec « Planifier une démo » et « Nous contacter » : ${ITEM_NAME_PLACEHOLDER} y devient le nom de la page (« Un projet avec ${ITEM_NAME_PLACEHOLDER} ? »).`,
      hasItemBand,
      'Chaque page de cette liste se termine par cet appel.',
    ),
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
