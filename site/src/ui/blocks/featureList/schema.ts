import {defineArrayMember, defineField, defineType} from 'sanity'

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

/**
 * Three to eight features, required: every page that lists them shows the band. A document's field of this type gives
 * its own title and no validation of its own, which would replace this one (Sanity does not merge them).
 */
export const featureList = defineType({
  name: 'featureList',
  title: 'Points forts',
  type: 'array',
  of: [defineArrayMember({type: 'feature'})],
  validation: (rule) => rule.required().min(3).max(8),
})
