import {defineArrayMember, defineField, defineType} from 'sanity'

/**
 * A connector's own landing page (spec section 2: GLPI, Microsoft Teams): the `landing` field of a connector, which
 * the other connectors leave empty.
 */
export const connectorLanding = defineType({
  name: 'connectorLanding',
  title: 'Page d’atterrissage',
  type: 'object',
  fields: [
    defineField({name: 'howItWorks', title: 'Comment l’assistant travaille avec l’outil', type: 'featureList'}),
    defineField({
      name: 'conversation',
      title: 'Conversation d’exemple',
      type: 'exampleConversation',
      validation: (rule) => rule.required(),
    }),
    defineField({name: 'setupSteps', title: 'Étapes de mise en place', type: 'featureList'}),
    defineField({
      name: 'faqs',
      title: 'Questions fréquentes',
      type: 'array',
      of: [defineArrayMember({type: 'reference', to: [{type: 'faq'}]})],
      validation: (rule) => rule.required().min(2).max(6).unique(),
    }),
    defineField({
      name: 'customerCase',
      title: 'Le client qui l’utilise',
      type: 'reference',
      to: [{type: 'customerCase'}],
      validation: (rule) => rule.required(),
    }),
  ],
})
