import {CommentIcon} from '@sanity/icons'
import {defineField, defineType} from 'sanity'

/**
 * An example exchange with an assistant, drawn by the site as the chat widget shows one: the visitor's question, the
 * answer signed by an avatar of the catalogue, its source and the way to a person (the home hero, connector pages).
 */
export const exampleConversation = defineType({
  name: 'exampleConversation',
  title: 'Conversation d’exemple',
  type: 'object',
  icon: CommentIcon,
  fields: [
    defineField({
      name: 'avatar',
      title: 'Avatar de l’assistant',
      description: 'Un avatar du catalogue : son nom et son image signent la réponse.',
      type: 'reference',
      to: [{type: 'avatar'}],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'question',
      title: 'Question du visiteur',
      type: 'string',
      validation: (rule) => rule.required().max(160),
    }),
    defineField({
      name: 'answer',
      title: 'Réponse de l’assistant',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().max(360),
    }),
    defineField({name: 'source', title: 'Source citée', type: 'link', validation: (rule) => rule.required()}),
    defineField({
      name: 'handover',
      title: 'Bouton « parler à une personne »',
      type: 'link',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {select: {title: 'question', subtitle: 'avatar.name'}},
})
