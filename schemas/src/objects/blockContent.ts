import {defineArrayMember, defineField, defineType} from 'sanity'

import {altTextField} from './accessibleImage'
import {linkDestinationFields} from '../links/destination'
import {linkDestinationProblem} from '../links/studioValidation'

/** The paragraph and heading styles, lists and decorators every rich text of the site offers. */
export const HEADING_STYLES = [
  {title: 'Paragraphe', value: 'normal'},
  {title: 'Titre 2', value: 'h2'},
  {title: 'Titre 3', value: 'h3'},
]
export const LISTS = [
  {title: 'Liste à puces', value: 'bullet'},
  {title: 'Liste numérotée', value: 'number'},
]
export const DECORATORS = [
  {title: 'Gras', value: 'strong'},
  {title: 'Italique', value: 'em'},
]

/** Rich text of articles, offers, FAQ answers and legal pages: headings, lists, links and images. */
export const blockContent = defineType({
  name: 'blockContent',
  title: 'Texte riche',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [...HEADING_STYLES, {title: 'Citation', value: 'blockquote'}],
      lists: LISTS,
      marks: {
        decorators: DECORATORS,
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Lien',
            type: 'object',
            fields: linkDestinationFields,
            validation: (rule) => rule.custom(linkDestinationProblem),
          }),
        ],
      },
    }),
    defineArrayMember({
      name: 'bodyImage',
      title: 'Image',
      type: 'image',
      options: {hotspot: true},
      fields: [altTextField, defineField({name: 'caption', title: 'Légende', type: 'string'})],
    }),
  ],
})
