import {defineArrayMember, defineField, defineType} from 'sanity'

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

/** A titled point with a short text: benefits, features, values. */
export const feature = defineType({
  name: 'feature',
  title: 'Point fort',
  type: 'object',
  fields: [
    defineField({name: 'title', title: 'Titre', type: 'string', validation: (rule) => rule.required().max(90)}),
    defineField({name: 'text', title: 'Texte', type: 'text', rows: 3, validation: (rule) => rule.required().max(500)}),
  ],
  preview: {select: {title: 'title', subtitle: 'text'}},
})

/** A figure and what it measures, e.g. « −40 % » « d’appels au standard ». */
export const keyFigure = defineType({
  name: 'keyFigure',
  title: 'Chiffre clé',
  type: 'object',
  fields: [
    defineField({name: 'value', title: 'Valeur', type: 'string', validation: (rule) => rule.required().max(12)}),
    defineField({name: 'label', title: 'Libellé', type: 'string', validation: (rule) => rule.required().max(90)}),
  ],
  preview: {select: {title: 'value', subtitle: 'label'}},
})

export const features = (name: string, title: string, min = 3) =>
  defineField({
    name,
    title,
    type: 'array',
    of: [defineArrayMember({type: 'feature'})],
    validation: (rule) => rule.required().min(min).max(8),
  })
