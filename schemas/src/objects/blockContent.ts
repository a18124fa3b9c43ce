import {defineArrayMember, defineField, defineType} from 'sanity'

import {altTextField} from './accessibleImage'
import {HREF_PATTERN} from './link'

/** Rich text of articles, offers, FAQ answers and legal pages: headings, lists, links and images. */
export const blockContent = defineType({
  name: 'blockContent',
  title: 'Texte riche',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        {title: 'Paragraphe', value: 'normal'},
        {title: 'Titre 2', value: 'h2'},
        {title: 'Titre 3', value: 'h3'},
        {title: 'Citation', value: 'blockquote'},
      ],
      lists: [
        {title: 'Liste à puces', value: 'bullet'},
        {title: 'Liste numérotée', value: 'number'},
      ],
      marks: {
        decorators: [
          {title: 'Gras', value: 'strong'},
          {title: 'Italique', value: 'em'},
        ],
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Lien',
            type: 'object',
            fields: [
              defineField({
                name: 'href',
                title: 'Adresse',
                type: 'string',
                validation: (rule) =>
                  rule
                    .required()
                    .regex(HREF_PATTERN, {name: 'chemin interne, https:// ou mailto:'})
                    .error('Saisissez un chemin commençant par « / », une adresse https:// ou mailto:.'),
              }),
            ],
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
