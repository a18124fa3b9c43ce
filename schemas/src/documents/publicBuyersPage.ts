import {DocumentTextIcon} from '@sanity/icons'
import {defineArrayMember, defineField, defineType, type FieldDefinition} from 'sanity'

import {SECTORS} from '../constants/sectors'
import {ctaField, pageHeroField, pagePart, partTitle, printable, section, titleAndIntro} from '../objects/pageParts'

/** A required text field of at most `max` characters. */
const text = (name: string, title: string, max: number, rows?: number) =>
  defineField({
    name,
    title,
    type: rows ? 'text' : 'string',
    ...(rows && {rows}),
    validation: (rule) => rule.required().max(max),
  })

/** A titled list of items: the procedures, the documents a buyer gathers, the steps. */
const listPart = (
  name: string,
  title: string,
  items: {name: string; type: string; title: string; fields: FieldDefinition[]},
) =>
  pagePart(name, title, [
    ...titleAndIntro(),
    defineField({
      name: items.name,
      title: items.title,
      type: 'array',
      of: [
        defineArrayMember({
          name: items.type,
          title: items.title,
          type: 'object',
          fields: items.fields,
          preview: {select: {title: items.fields[0]!.name, subtitle: items.fields[1]!.name}},
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ])

/** An item named, with a short text. */
const namedItem = () => [text('name', 'Nom', 90), text('text', 'Texte', 600, 4)]

/**
 * /acheteurs-publics: how a public buyer purchases Parlia (procedures, documents, lead times, contacts), the FAQ
 * entries and customer stories that concern them, and the tender-specification template as Word and PDF files.
 */
export const publicBuyersPage = defineType({
  name: 'publicBuyersPage',
  title: 'Acheteurs publics',
  type: 'document',
  icon: DocumentTextIcon,
  groups: [
    {name: 'page', title: 'Page', default: true},
    {name: 'template', title: 'Modèle de cahier des charges'},
  ],
  fields: [
    pageHeroField('page'),
    {
      ...listPart('procedures', 'Procédures', {
        name: 'items',
        type: 'procedure',
        title: 'Procédure',
        fields: [
          ...namedItem(),
          defineField({
            name: 'leadTime',
            title: 'Délai indicatif',
            description: 'De la consultation à la réponse ou au démarrage (« 2 à 4 semaines »).',
            type: 'string',
            validation: (rule) => rule.max(60),
          }),
        ],
      }),
      group: 'page',
    },
    {
      ...listPart('buyerDocuments', 'Pièces à réunir', {
        name: 'items',
        type: 'buyerDocument',
        title: 'Pièce',
        fields: namedItem(),
      }),
      group: 'page',
    },
    {
      ...listPart('leadTimes', 'Délais', {
        name: 'steps',
        type: 'leadTimeStep',
        title: 'Étape',
        fields: [text('step', 'Étape', 90), text('duration', 'Durée', 60)],
      }),
      description: 'Les étapes d’un projet, de la notification du marché à la mise en ligne.',
      group: 'page',
    },
    {...section('contacts', 'Contacts', 'Qui répond aux acheteurs, et comment le joindre.'), group: 'page'},
    {
      ...pagePart('faq', 'Questions fréquentes', [
        partTitle(),
        defineField({
          name: 'entries',
          title: 'Questions',
          description: 'Les questions de la FAQ sur les marchés publics et les prix, dans l’ordre de la page.',
          type: 'array',
          of: [defineArrayMember({type: 'reference', to: [{type: 'faq'}]})],
          validation: (rule) => rule.required().min(1).unique(),
        }),
      ]),
      group: 'page',
    },
    {
      ...pagePart(
        'stories',
        'Témoignages',
        [
          ...titleAndIntro(),
          defineField({
            name: 'sectors',
            title: 'Secteurs',
            type: 'array',
            of: [defineArrayMember({type: 'string'})],
            options: {list: SECTORS.map(({slug, title}) => ({value: slug, title}))},
            validation: (rule) => rule.required().min(1).unique(),
          }),
        ],
        'Les cas clients des secteurs choisis s’affichent, dans l’ordre de leur page de liste.',
      ),
      group: 'page',
    },
    ctaField('« Nous contacter » et le modèle de cahier des charges (Word)', 'page'),
    {...printable('tenderTemplate', 'Modèle de cahier des charges (Word et PDF)'), group: 'template'},
    defineField({name: 'seo', title: 'Référencement', type: 'seo', group: 'page'}),
  ],
  preview: {prepare: () => ({title: 'Acheteurs publics'})},
})
