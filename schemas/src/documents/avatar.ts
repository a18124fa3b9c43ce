import {UserIcon} from '@sanity/icons'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {AVATAR_CATEGORIES, AVATAR_VARIATION_KINDS} from '../constants'
import {slugField} from '../objects/slugField'

/** Generated for the download action; editors never upload it by hand. */
const pngRendition = defineField({
  name: 'png',
  title: 'Rendu PNG (téléchargement)',
  type: 'image',
  description: 'Généré par « npm run content:art » à partir de l’image ; à défaut, le CDN Sanity convertit l’image.',
  readOnly: true,
})

const kindTitle = (kind?: string) => AVATAR_VARIATION_KINDS.find((entry) => entry.kind === kind)?.title ?? kind

export const avatar = defineType({
  name: 'avatar',
  title: 'Avatar',
  type: 'document',
  icon: UserIcon,
  fields: [
    defineField({name: 'name', title: 'Nom', type: 'string', validation: (rule) => rule.required().max(40)}),
    slugField('avatarId', 'name'),
    defineField({
      name: 'category',
      title: 'Catégorie',
      type: 'string',
      options: {list: AVATAR_CATEGORIES.map(({slug, title}) => ({value: slug, title})), layout: 'radio'},
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: 'image',
      title: 'Image principale',
      type: 'accessibleImage',
      validation: (rule) => rule.required(),
    }),
    pngRendition,
    defineField({
      name: 'heroImage',
      title: 'Image détaillée (en-tête de page)',
      type: 'image',
      description:
        'Générée par « npm run content:art » : l’image principale dessinée avec plus de détails, affichée en grand en haut de la page. Sans elle, la page montre l’image principale.',
      readOnly: true,
    }),
    defineField({
      name: 'archive',
      title: 'Archive « Tout télécharger » (ZIP)',
      type: 'file',
      description:
        'Générée par « npm run content:art » : l’image principale et chaque variation, en SVG et en PNG. À régénérer après un changement d’image.',
      readOnly: true,
      fields: [defineField({name: 'bytes', title: 'Taille (octets)', type: 'number', readOnly: true})],
    }),
    defineField({
      name: 'variations',
      title: 'Variations',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'avatarVariation',
          title: 'Variation',
          type: 'object',
          fields: [
            defineField({
              name: 'kind',
              title: 'Type',
              type: 'string',
              options: {list: AVATAR_VARIATION_KINDS.map(({kind, title}) => ({value: kind, title}))},
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'value',
              title: 'Valeur',
              type: 'string',
              description: 'Une valeur prévue pour ce type (ex. « roux » pour la couleur de cheveux).',
              validation: (rule) =>
                rule.required().custom((value: string | undefined, context) => {
                  const kind = (context.parent as {kind?: string} | undefined)?.kind
                  const allowed = AVATAR_VARIATION_KINDS.find((entry) => entry.kind === kind)?.values ?? []
                  return !value || allowed.some((entry) => entry.value === value)
                    ? true
                    : `Valeurs possibles : ${allowed.map((entry) => entry.value).join(', ')}.`
                }),
            }),
            defineField({
              name: 'image',
              title: 'Image',
              type: 'accessibleImage',
              validation: (rule) => rule.required(),
            }),
            pngRendition,
          ],
          preview: {
            select: {kind: 'kind', value: 'value', media: 'image'},
            prepare: ({kind, value, media}) => ({title: `${kindTitle(kind)} : ${value}`, media}),
          },
        }),
      ],
      validation: (rule) =>
        rule.custom((variations: {kind?: string; value?: string}[] | undefined) => {
          const keys = (variations ?? []).map((variation) => `${variation.kind}:${variation.value}`)
          return new Set(keys).size === keys.length || 'Chaque variation ne peut apparaître qu’une fois.'
        }),
    }),
    defineField({name: 'seo', title: 'Référencement', type: 'seo', validation: (rule) => rule.required()}),
  ],
  preview: {select: {title: 'name', subtitle: 'category', media: 'image'}},
})
