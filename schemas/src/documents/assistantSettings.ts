import {CommentIcon} from '@sanity/icons'
import {defineArrayMember, defineField, defineType} from 'sanity'

/**
 * The words of the site's assistant (the chat widget): what it says first, the mention that it is an automated
 * assistant, the questions it offers, and what it answers when the site's content does not hold the answer. One
 * document, under its fixed id.
 */
export const assistantSettings = defineType({
  name: 'assistantSettings',
  title: 'Assistant du site',
  type: 'document',
  icon: CommentIcon,
  fields: [
    defineField({
      name: 'greeting',
      title: 'Message d’accueil',
      description:
        'Le premier message de l’assistant, à l’ouverture de la fenêtre de conversation. Il dit au visiteur qu’il parle à un assistant automatisé.',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(200),
    }),
    defineField({
      name: 'disclosure',
      title: 'Mention assistant automatisé',
      description:
        'Affichée sous le nom de l’assistant, en tête de la fenêtre de conversation : elle dit au visiteur qu’il échange avec un programme, et non avec une personne (AI Act, article 50).',
      type: 'string',
      initialValue: 'Assistant automatisé · réponses générées à partir des pages du site',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'suggestedQuestions',
      title: 'Questions suggérées',
      description:
        '3 ou 4 questions proposées sous le message d’accueil. Choisissez des questions auxquelles les pages du site répondent.',
      type: 'array',
      of: [defineArrayMember({type: 'string', validation: (rule) => rule.required().max(120)})],
      validation: (rule) => rule.required().min(3).max(4).unique(),
    }),
    defineField({
      name: 'refusal',
      title: 'Réponse quand l’assistant ne sait pas',
      description:
        'Affichée quand le site ne contient pas la réponse, ou quand la question sort du sujet : dites-le honnêtement et proposez de parler à un conseiller.',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().max(300),
    }),
  ],
  preview: {prepare: () => ({title: 'Assistant du site'})},
})
