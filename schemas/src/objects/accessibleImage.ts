import {defineField, defineType} from 'sanity'

/** The alternative text every image of the site must have (RGAA 1.1). */
export const altTextField = defineField({
  name: 'alt',
  title: 'Texte alternatif',
  type: 'string',
  description: 'Décrit l’image pour les personnes qui ne la voient pas.',
  validation: (rule) => rule.required().error('Le texte alternatif est obligatoire.'),
})

/** An image that cannot be published without its alternative text. */
export const accessibleImage = defineType({
  name: 'accessibleImage',
  title: 'Image',
  type: 'image',
  options: {hotspot: true},
  fields: [altTextField],
})
