import {defineField, defineType} from 'sanity'

/** The closing call to action of a page (CtaBand): its heading and its sentence; the page chooses its buttons. */
export const ctaBand = defineType({
  name: 'ctaBand',
  title: 'Appel à l’action',
  type: 'object',
  fields: [
    defineField({name: 'title', title: 'Titre', type: 'string', validation: (rule) => rule.required().max(90)}),
    defineField({
      name: 'text',
      title: 'Texte',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(240),
    }),
  ],
})
