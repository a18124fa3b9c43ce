import {PlugIcon} from '@sanity/icons'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {CONNECTOR_CATEGORIES} from '../constants'

export const connector = defineType({
  name: 'connector',
  title: 'Connecteur',
  type: 'document',
  icon: PlugIcon,
  fields: [
    defineField({name: 'name', title: 'Nom', type: 'string', validation: (rule) => rule.required().max(60)}),
    defineField({
      name: 'connectorId',
      title: 'Identifiant d’URL',
      type: 'slug',
      options: {source: 'name', maxLength: 60},
      validation: (rule) => rule.required(),
    }),
    defineField({name: 'logo', title: 'Logo', type: 'accessibleImage', validation: (rule) => rule.required()}),
    defineField({
      name: 'categories',
      title: 'Catégories',
      type: 'array',
      of: [defineArrayMember({type: 'string'})],
      options: {list: CONNECTOR_CATEGORIES.map(({slug, title}) => ({value: slug, title}))},
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'shortDescription',
      title: 'Description courte',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(200),
    }),
    defineField({
      name: 'body',
      title: 'Présentation détaillée',
      type: 'blockContent',
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'popularity',
      title: 'Rang de popularité',
      description: '1 = le plus populaire. Détermine la liste « Les plus populaires ».',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({name: 'featured', title: 'Mis en avant', type: 'boolean', initialValue: false}),
    defineField({
      name: 'landing',
      title: 'Page d’atterrissage',
      description:
        'Pour les connecteurs qui ont leur propre page de présentation (GLPI, Microsoft Teams) : le fonctionnement, un exemple de conversation, la mise en place, les questions fréquentes et le client qui l’utilise.',
      type: 'connectorLanding',
      options: {collapsible: true, collapsed: true},
    }),
  ],
  orderings: [{title: 'Popularité', name: 'popularity', by: [{field: 'popularity', direction: 'asc'}]}],
  preview: {select: {title: 'name', subtitle: 'shortDescription', media: 'logo'}},
})
