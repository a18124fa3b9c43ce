import {defineField, defineType} from 'sanity'

const META_TITLE_MAX = 60
const META_DESCRIPTION_MAX = 160

export const seo = defineType({
  name: 'seo',
  title: 'Référencement',
  type: 'object',
  options: {collapsible: true, collapsed: true},
  fields: [
    defineField({
      name: 'metaTitle',
      title: 'Titre (balise title)',
      type: 'string',
      // A longer title is cut in search results, not wrong: the editor is warned, not blocked.
      validation: (rule) =>
        rule
          .max(META_TITLE_MAX)
          .warning(`Au-delà de ${META_TITLE_MAX} caractères, les moteurs de recherche coupent le titre.`),
    }),
    defineField({
      name: 'metaDescription',
      title: 'Description (balise meta)',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(META_DESCRIPTION_MAX).error(`${META_DESCRIPTION_MAX} caractères au maximum.`),
    }),
  ],
})
