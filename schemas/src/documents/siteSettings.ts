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
      name: 'contactEmail',
      title: 'Adresse e-mail de contact',
      type: 'email',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'salesEmail',
      title: 'Adresse e-mail de l’équipe commerciale',
      description: 'Reçoit une notification pour chaque demande de contact, de démo ou de contenu.',
      type: 'email',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'schedulingUrl',
      title: 'Adresse du service de prise de rendez-vous',
      description:
        'Proposée après une demande de démo, pré-remplie avec le nom et l’e-mail. Vide : la page indique que l’équipe rappelle sous un jour ouvré.',
      type: 'url',
      validation: (rule) => rule.uri(httpsUrl),
    }),
    defineField({
      name: 'openingHours',
      title: 'Horaires et délai de réponse',
      description:
        'Annoncés par l’assistant du site quand un visiteur laisse ses coordonnées pour parler à un conseiller, par exemple « réponse sous un jour ouvré ».',
      type: 'string',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'legalNotice',
      title: 'Mentions légales de la société',
      description: 'Informations exigées par la loi pour confiance dans l’économie numérique (LCEN, article 6).',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: 'companyName',
          title: 'Dénomination sociale',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'legalForm',
          title: 'Forme juridique',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'shareCapital',
          title: 'Capital social',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'rcsNumber',
          title: 'Numéro RCS',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'rcsCity',
          title: 'Ville du greffe (RCS)',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'vatNumber',
          title: 'Numéro de TVA intracommunautaire',
          type: 'string',
        }),
        defineField({
          name: 'headOffice',
          title: 'Siège social',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'phone',
          title: 'Téléphone',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'publicationDirector',
          title: 'Directeur ou directrice de la publication',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'host',
          title: 'Hébergeur',
          type: 'object',
          validation: (rule) => rule.required(),
          fields: [
            defineField({
              name: 'name',
              title: 'Nom',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'address',
              title: 'Adresse',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'phone',
              title: 'Téléphone',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
          ],
        }),
      ],
    }),
  ],
  preview: {select: {title: 'brandName', media: 'logo'}},
})
