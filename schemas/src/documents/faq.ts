import {HelpCircleIcon} from '@sanity/icons'
import {defineField, defineType} from 'sanity'

import {FAQ_CATEGORIES} from '../constants'

export const faq = defineType({
  name: 'faq',
  title: 'Question fréquente',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    defineField({name: 'question', title: 'Question', type: 'string', validation: (rule) => rule.required().max(160)}),
    defineField({name: 'answer', title: 'Réponse', type: 'blockContent', validation: (rule) => rule.required().min(1)}),
    defineField({
      name: 'category',
      title: 'Catégorie',
      type: 'string',
      options: {list: [...FAQ_CATEGORIES]},
      validation: (rule) => rule.required(),
    }),
    defineField({name: 'popular', title: 'Question populaire', type: 'boolean', initialValue: false}),
  ],
  preview: {select: {title: 'question', subtitle: 'category'}},
})
