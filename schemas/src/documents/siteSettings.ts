import {CogIcon} from '@sanity/icons'
import {defineField, defineType} from 'sanity'

const httpsUrl = {scheme: ['https']}

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Réglages du site',
  type: 'document',
  icon: CogIcon,
  fields: [
    defineField({
      name: 'brandName',
      title: 'Nom de la marque',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'tagline',
      title: 'Signature',
      type: 'string',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'description',
      title: 'Description par défaut',
      description: 'Utilisée pour le référencement quand une page n’a pas la sienne.',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(160),
    }),
    defineField({
      name: 'logo',
      title: 'Logo',
      type: 'accessibleImage',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'adminConsoleUrl',
      title: 'Adresse de la console d’administration',
      type: 'url',
      validation: (rule) => rule.required().uri(httpsUrl),
    }),
    defineField({
      name: 'newsletterUrl',
      title: 'Adresse de la page d’inscription à la newsletter',
      type: 'url',
      validation: (rule) => rule.required().uri(httpsUrl),
    }),
    defineField({
      name: 'socialLink',
      title: 'Réseau social',
      type: 'object',
      fields: [
        defineField({
          name: 'network',
          title: 'Réseau',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'url',
          title: 'Adresse',
          type: 'url',
          validation: (rule) => rule.required().uri(httpsUrl),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'tenderTemplateUrl',
      title: 'Modèle de cahier des charges (lien externe)',
      type: 'url',
      validation: (rule) => rule.required().uri(httpsUrl),
    }),
    defineField({
      name: 'contactEmail',
      title: 'Adresse e-mail de contact',
      type: 'email',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {select: {title: 'brandName', media: 'logo'}},
})
