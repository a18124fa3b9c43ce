import {defineField, defineType} from 'sanity'

/** A figure and what it measures, e.g. « −40 % » « d’appels au standard ». */
export const keyFigure = defineType({
  name: 'keyFigure',
  title: 'Chiffre clé',
  type: 'object',
  fields: [
    defineField({name: 'value', title: 'Valeur', type: 'string', validation: (rule) => rule.required().max(12)}),
    defineField({name: 'label', title: 'Libellé', type: 'string', validation: (rule) => rule.required().max(90)}),
  ],
  preview: {select: {title: 'value', subtitle: 'label'}},
})
