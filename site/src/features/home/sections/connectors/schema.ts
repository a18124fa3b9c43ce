import {homeSection, sectionTitle} from '@parlia/schemas/objects/homeSection'
import {defineArrayMember, defineField} from 'sanity'

/** The section's field of the homePage document, as editors fill it in the Studio. */
export const connectorsField = homeSection('connectors', 'Connecteurs', [
  sectionTitle,
  defineField({name: 'text', title: 'Texte', type: 'text', rows: 3, validation: (rule) => rule.required()}),
  defineField({
    name: 'items',
    title: 'Connecteurs mis en avant',
    type: 'array',
    of: [defineArrayMember({type: 'reference', to: [{type: 'connector'}]})],
    validation: (rule) => rule.required().min(1).max(12).unique(),
  }),
  defineField({name: 'cta', title: 'Lien vers le catalogue', type: 'link', validation: (rule) => rule.required()}),
])
