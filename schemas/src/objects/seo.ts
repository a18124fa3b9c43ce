import {defineField, defineType} from 'sanity'

export const META_TITLE_MAX = 60
export const META_DESCRIPTION_MAX = 160

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
      validation: (rule) =>
        rule.max(META_TITLE_MAX).error(`${META_TITLE_MAX} caractères au maximum.`),
    }),
    defineField({
      name: 'metaDescription',
      title: 'Description (balise meta)',
      type: 'text',
      rows: 3,
      validation: (rule) =>
        rule.max(META_DESCRIPTION_MAX).error(`${META_DESCRIPTION_MAX} caractères au maximum.`),
    }),
  ],
})
