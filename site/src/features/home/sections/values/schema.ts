import {HOME_VALUES} from '@parlia/schemas/constants'
import {homeSection, sectionTitle} from '@parlia/schemas/objects/homeSection'
import {defineArrayMember, defineField} from 'sanity'

/** The section's field of the homePage document, as editors fill it in the Studio. */
export const valuesField = homeSection('values', 'Nos quatre engagements', [
  sectionTitle,
  defineField({
    name: 'items',
    title: 'Engagements',
    type: 'array',
    of: [
      defineArrayMember({
        type: 'object',
        name: 'valueBlock',
        fields: [
          defineField({
            name: 'key',
            title: 'Engagement',
            type: 'string',
            options: {list: HOME_VALUES.map(({key, title}) => ({value: key, title}))},
            validation: (rule) => rule.required(),
          }),
          sectionTitle,
          defineField({
            name: 'text',
            title: 'Texte',
            type: 'text',
            rows: 3,
            validation: (rule) => rule.required().max(300),
          }),
          defineField({
            name: 'icon',
            title: 'Icône',
            description:
              'Décorative (le titre de l’engagement suffit à la décrire), affichée en 48 × 48 px au-dessus du titre.',
            type: 'image',
          }),
        ],
        preview: {select: {title: 'title', subtitle: 'key', media: 'icon'}},
      }),
    ],
    validation: (rule) =>
      rule
        .required()
        .length(HOME_VALUES.length)
        .custom((blocks: {key?: string}[] | undefined) => {
          const keys = new Set((blocks ?? []).map((block) => block.key))
          return keys.size === HOME_VALUES.length || 'Chaque engagement doit apparaître une seule fois.'
        }),
  }),
])
