import {BulbOutlineIcon} from '@sanity/icons'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {USE_CASE_GROUPINGS, USE_CASES} from '../constants'
import {slugField} from '../objects/slugField'

export const useCase = defineType({
  name: 'useCase',
  title: 'Cas d’usage',
  type: 'document',
  icon: BulbOutlineIcon,
  fields: [
    defineField({name: 'title', title: 'Nom court', type: 'string', validation: (rule) => rule.required().max(60)}),
    slugField(
      'useCaseId',
      'title',
      USE_CASES.map(({slug}) => ({slug, title: slug})),
    ),
    defineField({
      name: 'grouping',
      title: 'Regroupement',
      type: 'string',
      options: {list: USE_CASE_GROUPINGS.map(({slug, title}) => ({value: slug, title})), layout: 'radio'},
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'summary',
      title: 'Résumé (cartes et listes)',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(220),
    }),
    defineField({name: 'hero', title: 'Bandeau', type: 'pageHero', validation: (rule) => rule.required()}),
    defineField({name: 'benefits', title: 'Bénéfices', type: 'featureList'}),
    defineField({
      name: 'connectors',
      title: 'Connecteurs associés',
      type: 'array',
      of: [defineArrayMember({type: 'reference', to: [{type: 'connector'}]})],
      validation: (rule) => rule.unique().max(12),
    }),
    defineField({
      name: 'customerCases',
      title: 'Cas clients associés',
      type: 'array',
      of: [defineArrayMember({type: 'reference', to: [{type: 'customerCase'}]})],
      validation: (rule) => rule.unique().max(6),
    }),
    defineField({name: 'seo', title: 'Référencement', type: 'seo'}),
  ],
  preview: {select: {title: 'title', subtitle: 'grouping', media: 'hero.image'}},
})
