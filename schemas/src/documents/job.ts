import {UsersIcon} from '@sanity/icons'
import {defineField, defineType} from 'sanity'

import {JOB_CONTRACT_TYPES, JOB_REMOTE_POLICIES} from '../constants'
import {slugField} from '../objects/slugField'

export const job = defineType({
  name: 'job',
  title: 'Offre d’emploi',
  type: 'document',
  icon: UsersIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Intitulé du poste',
      type: 'string',
      validation: (rule) => rule.required().max(90),
    }),
    slugField('jobId', 'title'),
    defineField({
      name: 'contractType',
      title: 'Type de contrat',
      type: 'string',
      options: {list: [...JOB_CONTRACT_TYPES]},
      validation: (rule) => rule.required(),
    }),
    defineField({name: 'location', title: 'Lieu', type: 'string', validation: (rule) => rule.required()}),
    defineField({
      name: 'remotePolicy',
      title: 'Télétravail',
      type: 'string',
      options: {list: [...JOB_REMOTE_POLICIES]},
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'summary',
      title: 'Résumé',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'blockContent',
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'datePosted',
      title: 'Date de publication',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'validThrough',
      title: 'Valable jusqu’au',
      type: 'date',
      validation: (rule) =>
        rule.required().custom((value: string | undefined, context) => {
          const posted = (context.document as {datePosted?: string} | undefined)?.datePosted
          return !value || !posted || value > posted || 'Doit être postérieure à la date de publication.'
        }),
    }),
    defineField({name: 'seo', title: 'Référencement', type: 'seo'}),
  ],
  preview: {select: {title: 'title', subtitle: 'contractType'}},
})
