import {CaseIcon} from '@sanity/icons'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {SECTORS} from '../constants'
import {customerCaseSlugError} from './customerCaseSlug'

export const customerCase = defineType({
  name: 'customerCase',
  title: 'Cas client',
  type: 'document',
  icon: CaseIcon,
  fields: [
    defineField({name: 'client', title: 'Client', type: 'string', validation: (rule) => rule.required().max(80)}),
    defineField({
      name: 'slug',
      title: 'Identifiant d’URL',
      type: 'slug',
      options: {source: 'client', maxLength: 80},
      validation: (rule) => rule.required().custom((slug) => customerCaseSlugError(slug?.current)),
    }),
    defineField({
      name: 'sector',
      title: 'Secteur',
      type: 'string',
      options: {list: SECTORS.map(({slug, title}) => ({value: slug, title}))},
      validation: (rule) => rule.required(),
    }),
    defineField({name: 'logo', title: 'Logo', type: 'accessibleImage', validation: (rule) => rule.required()}),
    defineField({
      name: 'summary',
      title: 'Résumé',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(280),
    }),
    defineField({
      name: 'challenge',
      title: 'Le défi',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().max(800),
    }),
    defineField({
      name: 'solution',
      title: 'La solution',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().max(800),
    }),
    defineField({
      name: 'results',
      title: 'Résultats chiffrés',
      type: 'array',
      of: [defineArrayMember({type: 'keyFigure'})],
      validation: (rule) => rule.required().min(1).max(4),
    }),
    defineField({
      name: 'connectors',
      title: 'Connecteurs utilisés',
      description:
        'Les outils que l’assistant de ce client relie : la page du cas les montre, et la page de chaque connecteur cite ce cas.',
      type: 'array',
      of: [defineArrayMember({type: 'reference', to: [{type: 'connector'}]})],
      validation: (rule) => rule.unique().max(8),
    }),
    defineField({
      name: 'quote',
      title: 'Citation',
      type: 'object',
      fields: [
        defineField({name: 'text', title: 'Texte', type: 'text', rows: 3, validation: (rule) => rule.required()}),
        defineField({name: 'author', title: 'Auteur', type: 'string', validation: (rule) => rule.required()}),
        defineField({name: 'role', title: 'Fonction', type: 'string', validation: (rule) => rule.required()}),
      ],
    }),
  ],
  preview: {select: {title: 'client', subtitle: 'sector', media: 'logo'}},
})
