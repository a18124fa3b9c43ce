import {HomeIcon} from '@sanity/icons'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {HOME_VALUES} from '../constants'

const section = (name: string, title: string, fields: ReturnType<typeof defineField>[]) =>
  defineField({
    name,
    title,
    type: 'object',
    options: {collapsible: true},
    fields,
    validation: (rule) => rule.required(),
  })

const heading = defineField({
  name: 'title',
  title: 'Titre',
  type: 'string',
  validation: (rule) => rule.required().max(90),
})

export const homePage = defineType({
  name: 'homePage',
  title: 'Page d’accueil',
  type: 'document',
  icon: HomeIcon,
  groups: [
    {name: 'content', title: 'Contenu', default: true},
    {name: 'seo', title: 'Référencement'},
  ],
  fields: [
    section('hero', 'Bandeau principal', [
      heading,
      defineField({
        name: 'lead',
        title: 'Accroche',
        type: 'text',
        rows: 3,
        validation: (rule) => rule.required().max(260),
      }),
      defineField({name: 'primaryCta', title: 'Bouton principal', type: 'link', validation: (rule) => rule.required()}),
      defineField({name: 'secondaryCta', title: 'Bouton secondaire', type: 'link'}),
      defineField({
        name: 'conversation',
        title: 'Conversation d’exemple',
        description: 'L’échange affiché à côté du titre, dessiné comme le widget de discussion.',
        type: 'exampleConversation',
        validation: (rule) => rule.required(),
      }),
    ]),
    section('customerLogos', 'Logos clients', [
      heading,
      defineField({
        name: 'customers',
        title: 'Clients',
        type: 'array',
        of: [
          defineArrayMember({
            type: 'object',
            name: 'customerLogo',
            fields: [
              defineField({name: 'name', title: 'Nom', type: 'string', validation: (rule) => rule.required()}),
              defineField({
                name: 'logo',
                title: 'Logo',
                type: 'accessibleImage',
                validation: (rule) => rule.required(),
              }),
            ],
            preview: {select: {title: 'name', media: 'logo'}},
          }),
        ],
        validation: (rule) => rule.required().min(3),
      }),
    ]),
    section('semantics', 'Bloc Semantics', [
      defineField({name: 'eyebrow', title: 'Surtitre', type: 'string', validation: (rule) => rule.required().max(40)}),
      heading,
      defineField({name: 'text', title: 'Texte', type: 'text', rows: 4, validation: (rule) => rule.required()}),
      defineField({
        name: 'points',
        title: 'Points clés',
        type: 'array',
        of: [defineArrayMember({type: 'string'})],
        validation: (rule) => rule.required().min(2).max(6),
      }),
      defineField({name: 'cta', title: 'Lien', type: 'link', validation: (rule) => rule.required()}),
    ]),
    defineField({
      name: 'values',
      title: 'Nos quatre engagements',
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
            heading,
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
    section('customerCases', 'Cas clients', [
      heading,
      defineField({
        name: 'items',
        title: 'Cas mis en avant',
        type: 'array',
        of: [defineArrayMember({type: 'reference', to: [{type: 'customerCase'}]})],
        validation: (rule) => rule.required().min(1).max(6).unique(),
      }),
    ]),
    section('connectors', 'Connecteurs', [
      heading,
      defineField({name: 'text', title: 'Texte', type: 'text', rows: 3, validation: (rule) => rule.required()}),
      defineField({
        name: 'items',
        title: 'Connecteurs mis en avant',
        type: 'array',
        of: [defineArrayMember({type: 'reference', to: [{type: 'connector'}]})],
        validation: (rule) => rule.required().min(1).max(12).unique(),
      }),
      defineField({name: 'cta', title: 'Lien vers le catalogue', type: 'link', validation: (rule) => rule.required()}),
    ]),
    section('demoCta', 'Appel à l’action démo', [
      heading,
      defineField({name: 'text', title: 'Texte', type: 'text', rows: 3, validation: (rule) => rule.required()}),
      defineField({name: 'cta', title: 'Bouton', type: 'link', validation: (rule) => rule.required()}),
    ]),
    defineField({name: 'seo', title: 'Référencement', type: 'seo', group: 'seo'}),
  ].map((field) => ('group' in field ? field : {...field, group: 'content'})),
  preview: {prepare: () => ({title: 'Page d’accueil'})},
})
