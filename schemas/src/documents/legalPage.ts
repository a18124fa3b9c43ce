import {DocumentIcon} from '@sanity/icons'
import {defineField, defineType} from 'sanity'

import {LEGAL_PAGES} from '../constants'
import {slugField} from '../objects/slugField'

export const legalPage = defineType({
  name: 'legalPage',
  title: 'Page légale',
  type: 'document',
  icon: DocumentIcon,
  fields: [
    defineField({name: 'title', title: 'Titre', type: 'string', validation: (rule) => rule.required().max(90)}),
    slugField('slug', 'title', LEGAL_PAGES),
    defineField({
      name: 'updatedAt',
      title: 'Dernière mise à jour',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
    defineField({name: 'body', title: 'Contenu', type: 'blockContent', validation: (rule) => rule.required().min(1)}),
    defineField({name: 'seo', title: 'Référencement', type: 'seo'}),
  ],
  preview: {select: {title: 'title', subtitle: 'slug.current'}},
})
