import {defineField, defineType} from 'sanity'

import {linkDestinationFields} from '../links/destination'
import {linkDestinationProblem} from '../links/studioValidation'

export const link = defineType({
  name: 'link',
  title: 'Lien',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Libellé',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    ...linkDestinationFields,
    defineField({
      name: 'description',
      title: 'Description courte',
      type: 'string',
      description: 'Affichée sous le libellé dans les menus déroulants.',
      validation: (rule) => rule.max(90),
    }),
  ],
  validation: (rule) => rule.custom(linkDestinationProblem),
  preview: {
    select: {title: 'label', href: 'href', page: 'page.title', pageName: 'page.name'},
    prepare: ({title, href, page, pageName}) => ({title, subtitle: href ?? page ?? pageName}),
  },
})
