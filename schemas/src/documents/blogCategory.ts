import {TagIcon} from '@sanity/icons'
import {defineField, defineType} from 'sanity'

import {slugField} from '../objects/slugField'

export const blogCategory = defineType({
  name: 'blogCategory',
  title: 'Catégorie du blog',
  type: 'document',
  icon: TagIcon,
  fields: [
    defineField({name: 'title', title: 'Titre', type: 'string', validation: (rule) => rule.required().max(40)}),
    slugField('slug', 'title'),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(200),
    }),
  ],
})
