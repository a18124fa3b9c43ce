import {defineField, defineType} from 'sanity'

/** Internal paths start with "/", external links use https. */
export const HREF_PATTERN = /^(\/[^\s]*|https:\/\/[^\s]+|mailto:[^\s]+)$/

export const link = defineType({
  name: 'link',
  title: 'Lien',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Libellé',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'href',
      title: 'Adresse',
      type: 'string',
      description: 'Chemin interne (ex. /blog) ou adresse externe en https://',
      validation: (rule) =>
        rule
          .required()
          .regex(HREF_PATTERN, {name: 'chemin interne, https:// ou mailto:'})
          .error('Saisissez un chemin commençant par « / », une adresse https:// ou mailto:.'),
    }),
    defineField({
      name: 'description',
      title: 'Description courte',
      type: 'string',
      description: 'Affichée sous le libellé dans les menus déroulants.',
      validation: (rule) => rule.max(90),
    }),
  ],
  preview: {select: {title: 'label', subtitle: 'href'}},
})
