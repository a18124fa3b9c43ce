import {homeSection, sectionTitle} from '@parlia/schemas/objects/homeSection'
import {defineArrayMember, defineField} from 'sanity'

/** The section's field of the homePage document, as editors fill it in the Studio. */
export const semanticsField = homeSection('semantics', 'Bloc Semantics', [
  defineField({name: 'eyebrow', title: 'Surtitre', type: 'string', validation: (rule) => rule.required().max(40)}),
  sectionTitle,
  defineField({name: 'text', title: 'Texte', type: 'text', rows: 4, validation: (rule) => rule.required()}),
  defineField({
    name: 'points',
    title: 'Points clés',
    type: 'array',
    of: [defineArrayMember({type: 'string'})],
    validation: (rule) => rule.required().min(2).max(6),
  }),
  defineField({name: 'cta', title: 'Lien', type: 'link', validation: (rule) => rule.required()}),
])
