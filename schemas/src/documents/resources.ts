import {BookIcon, PlayIcon} from '@sanity/icons'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {slugField} from '../objects/slugField'
import {enoughSections, unnumberedParts} from './whitePaperBody'
import {printedBlock} from '../objects/printedBlock'
import {printableBodyError} from '../objects/printableText'

const common = [
  defineField({name: 'title', title: 'Titre', type: 'string', validation: (rule) => rule.required().max(110)}),
  slugField('slug', 'title'),
  defineField({
    name: 'summary',
    title: 'Résumé',
    type: 'text',
    rows: 4,
    validation: (rule) => rule.required().max(400),
  }),
  defineField({name: 'cover', title: 'Couverture', type: 'accessibleImage', validation: (rule) => rule.required()}),
]

/** Offered by e-mail on request: the file is never linked from the site. */
export const whitePaper = defineType({
  name: 'whitePaper',
  title: 'Livre blanc',
  type: 'document',
  icon: BookIcon,
  fields: [
    ...common,
    defineField({
      name: 'publishedAt',
      title: 'Date de publication',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      title: 'Contenu',
      description:
        'Le texte du livre blanc : introduction, une partie par titre 2, chiffres clés et conclusion. `npm run content:art` en tire le PDF envoyé par e-mail.',
      type: 'array',
      of: [printedBlock, defineArrayMember({type: 'keyFigure'})],
      validation: (rule) =>
        rule.required().min(1).custom(enoughSections).custom(unnumberedParts).custom(printableBodyError),
    }),
    defineField({
      name: 'pageCount',
      title: 'Nombre de pages',
      description:
        'Compté dans le PDF par `npm run content:art`, qui le met à jour à chaque génération : il ne se saisit pas.',
      type: 'number',
      readOnly: true,
      validation: (rule) => rule.integer().min(1),
    }),
    defineField({
      name: 'file',
      title: 'Fichier (envoyé par e-mail, jamais publié)',
      type: 'file',
      options: {accept: 'application/pdf'},
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {select: {title: 'title', subtitle: 'publishedAt', media: 'cover'}},
})

/** Offered by e-mail on request: the replay link is never shown on the site. */
export const webinar = defineType({
  name: 'webinar',
  title: 'Webinar',
  type: 'document',
  icon: PlayIcon,
  fields: [
    ...common,
    defineField({name: 'date', title: 'Date de diffusion', type: 'datetime', validation: (rule) => rule.required()}),
    defineField({
      name: 'durationMinutes',
      title: 'Durée (minutes)',
      type: 'number',
      validation: (rule) => rule.required().integer().min(5),
    }),
    defineField({
      name: 'speakers',
      title: 'Intervenants',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'speaker',
          type: 'object',
          fields: [
            defineField({name: 'name', title: 'Nom', type: 'string', validation: (rule) => rule.required()}),
            defineField({name: 'role', title: 'Fonction', type: 'string', validation: (rule) => rule.required()}),
          ],
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'replayUrl',
      title: 'Lien du replay (envoyé par e-mail, jamais publié)',
      type: 'url',
      validation: (rule) => rule.required().uri({scheme: ['https']}),
    }),
  ],
  preview: {select: {title: 'title', subtitle: 'date', media: 'cover'}},
})
