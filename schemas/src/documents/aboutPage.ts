import {InfoOutlineIcon} from '@sanity/icons'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {ctaField} from '../objects/pageParts'

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'Qui sommes-nous',
  type: 'document',
  icon: InfoOutlineIcon,
  fields: [
    defineField({name: 'hero', title: 'Bandeau', type: 'pageHero', validation: (rule) => rule.required()}),
    defineField({
      name: 'figures',
      title: 'Chiffres clés',
      type: 'array',
      of: [defineArrayMember({type: 'keyFigure'})],
      validation: (rule) => rule.required().min(3).max(6),
    }),
    defineField({
      name: 'story',
      title: 'Notre histoire',
      type: 'blockContent',
      validation: (rule) => rule.required().min(1),
    }),
    defineField({name: 'values', title: 'Nos valeurs', type: 'featureList'}),
    ctaField('« Voir nos offres » et « Nous contacter »'),
    defineField({name: 'seo', title: 'Référencement', type: 'seo'}),
  ],
  preview: {prepare: () => ({title: 'Qui sommes-nous'})},
})
