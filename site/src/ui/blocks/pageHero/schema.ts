import {defineField, defineType} from 'sanity'

/** The opening band of a page: its h1, an introduction and an illustration. */
export const pageHero = defineType({
  name: 'pageHero',
  title: 'Bandeau',
  type: 'object',
  fields: [
    defineField({name: 'title', title: 'Titre (h1)', type: 'string', validation: (rule) => rule.required().max(110)}),
    defineField({
      name: 'lead',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(400),
    }),
    defineField({name: 'image', title: 'Illustration', type: 'accessibleImage'}),
  ],
})
