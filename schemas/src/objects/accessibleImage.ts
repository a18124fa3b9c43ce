import {defineField, defineType} from 'sanity'

/** An image that cannot be published without its alternative text (RGAA 1.1). */
export const accessibleImage = defineType({
  name: 'accessibleImage',
  title: 'Image',
  type: 'image',
  options: {hotspot: true},
  fields: [
    defineField({
      name: 'alt',
      title: 'Texte alternatif',
      type: 'string',
      description:
        "Décrit l'image pour les personnes qui ne la voient pas. Laisser vide uniquement si l'image est purement décorative n'est pas permis ici.",
      validation: (rule) => rule.required().error('Le texte alternatif est obligatoire.'),
    }),
  ],
})
