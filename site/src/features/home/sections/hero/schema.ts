import {homeSection, sectionTitle} from '@parlia/schemas/objects/homeSection'
import {defineField} from 'sanity'

/** The section's field of the homePage document, as editors fill it in the Studio. */
export const heroField = homeSection('hero', 'Bandeau principal', [
  sectionTitle,
  defineField({
    name: 'lead',
    title: 'Accroche',
    type: 'text',
    rows: 3,
    validation: (rule) => rule.required().max(260),
  }),
  defineField({name: 'primaryCta', title: 'Bouton principal', type: 'link', validation: (rule) => rule.required()}),
  defineField({name: 'secondaryCta', title: 'Bouton secondaire', type: 'link'}),
  defineField({
    name: 'conversation',
    title: 'Conversation d’exemple',
    description: 'L’échange affiché à côté du titre, dessiné comme le widget de discussion.',
    type: 'exampleConversation',
    validation: (rule) => rule.required(),
  }),
])
