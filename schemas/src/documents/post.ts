import {DocumentTextIcon} from '@sanity/icons'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {slugField} from '../objects/slugField'

export const post = defineType({
  name: 'post',
  title: 'Article',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    defineField({name: 'title', title: 'Titre', type: 'string', validation: (rule) => rule.required().max(110)}),
    slugField('postId', 'title'),
    defineField({
      name: 'excerpt',
      title: 'Chapô',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'cover',
      title: 'Image de couverture',
      type: 'accessibleImage',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'categories',
      title: 'Catégories',
      type: 'array',
      of: [defineArrayMember({type: 'reference', to: [{type: 'blogCategory'}]})],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'author',
      title: 'Auteur',
      type: 'object',
      fields: [
        defineField({name: 'name', title: 'Nom', type: 'string', validation: (rule) => rule.required()}),
        defineField({name: 'role', title: 'Fonction', type: 'string', validation: (rule) => rule.required()}),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Date de publication',
      type: 'datetime',
      validation: (rule) => rule.required(),
    }),
    defineField({name: 'body', title: 'Contenu', type: 'blockContent', validation: (rule) => rule.required().min(1)}),
    defineField({name: 'seo', title: 'Référencement', type: 'seo'}),
  ],
  orderings: [{title: 'Date de publication', name: 'publishedAtDesc', by: [{field: 'publishedAt', direction: 'desc'}]}],
  preview: {select: {title: 'title', subtitle: 'publishedAt', media: 'cover'}},
})
