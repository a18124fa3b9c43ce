import {TransferIcon} from '@sanity/icons'
import {defineField, defineType} from 'sanity'

import {OWN_PAGE_TYPES} from '../pages/paths'
import {checkDestination} from '../redirects/addresses'
import {REDIRECT_ORIGINS} from '../redirects/origins'
import {sourceProblems} from '../redirects/studioValidation'

export const redirect = defineType({
  name: 'redirect',
  title: 'Redirection',
  type: 'document',
  icon: TransferIcon,
  fields: [
    defineField({
      name: 'source',
      title: 'Ancienne adresse',
      description:
        'Le chemin d’une page de ce site qui n’existe plus, par exemple /blog/ancien-article. Les visiteurs qui l’ouvrent arrivent sur la destination, avec les paramètres de leur lien.',
      type: 'string',
      validation: (rule) => rule.required().custom(sourceProblems),
    }),
    defineField({
      name: 'target',
      title: 'Page de destination',
      description: 'Une page du Studio : la redirection la suit si son adresse change.',
      type: 'reference',
      // Weak: deleting the page is not blocked by its redirects, which then lead nowhere and answer 404.
      weak: true,
      to: OWN_PAGE_TYPES.map((type) => ({type})),
    }),
    defineField({
      name: 'url',
      title: 'Ou adresse de destination',
      description:
        'Si la destination n’est pas une page du Studio : un chemin de ce site (/contact) ou l’adresse d’un autre site (https://…).',
      type: 'string',
      validation: (rule) =>
        rule.custom((value: string | undefined) => {
          if (!value) return true
          const destination = checkDestination(value)
          return destination.ok ? true : destination.message
        }),
    }),
    defineField({
      name: 'permanent',
      title: 'Redirection permanente',
      description:
        'Activée (308) : l’ancienne adresse a définitivement changé, les moteurs de recherche retiennent la nouvelle. Désactivée (307) : la redirection est temporaire.',
      type: 'boolean',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'note',
      title: 'Note',
      description: 'Pour l’équipe : pourquoi cette redirection.',
      type: 'text',
      rows: 2,
    }),
    defineField({
      name: 'origin',
      title: 'Origine',
      type: 'string',
      options: {list: REDIRECT_ORIGINS.map(({value, title}) => ({value, title}))},
      initialValue: 'editor',
      readOnly: true,
    }),
  ],
  validation: (rule) =>
    rule.custom((value) => {
      const document = value as {target?: unknown; url?: string} | undefined
      if (!document) return true
      if (document.target && document.url) return 'Choisissez une page de destination ou une adresse, pas les deux.'
      if (!document.target && !document.url) return 'Choisissez une page de destination ou indiquez une adresse.'
      return true
    }),
  orderings: [{title: 'Ancienne adresse', name: 'source', by: [{field: 'source', direction: 'asc'}]}],
  preview: {
    select: {
      source: 'source',
      url: 'url',
      target: 'target.title',
      targetName: 'target.name',
      permanent: 'permanent',
      origin: 'origin',
    },
    prepare: ({source, url, target, targetName, permanent, origin}) => ({
      title: source ?? 'Nouvelle redirection',
      subtitle: [
        `→ ${url ?? target ?? targetName ?? '?'}`,
        permanent === false ? 'temporaire' : 'permanente',
        ...(origin === 'slugHistory' ? ['changement d’adresse'] : []),
      ].join(' · '),
    }),
  },
})
