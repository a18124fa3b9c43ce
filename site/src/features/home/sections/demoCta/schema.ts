import {homeSection, sectionTitle} from '@parlia/schemas/objects/homeSection'
import {defineField} from 'sanity'

/** The section's field of the homePage document, as editors fill it in the Studio. */
export const demoCtaField = homeSection('demoCta', 'Appel à l’action démo', [
  sectionTitle,
  defineField({name: 'text', title: 'Texte', type: 'text', rows: 3, validation: (rule) => rule.required()}),
  defineField({name: 'cta', title: 'Bouton', type: 'link', validation: (rule) => rule.required()}),
])
