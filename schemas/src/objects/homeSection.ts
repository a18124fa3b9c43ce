import {defineField, type FieldDefinition} from 'sanity'

/**
 * A section of the home page (site/src/features/home/sections/): a required, collapsible object of the homePage
 * document, whose fields editors fill in the « Contenu » group.
 */
export const homeSection = (name: string, title: string, fields: FieldDefinition[]) =>
  defineField({
    name,
    title,
    type: 'object',
    options: {collapsible: true},
    fields,
    validation: (rule) => rule.required(),
  })

/** A section's title, its h2. */
export const sectionTitle = defineField({
  name: 'title',
  title: 'Titre',
  type: 'string',
  validation: (rule) => rule.required().max(90),
})
