import {TargetIcon} from '@sanity/icons'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {ASSISTANT_INTENT_ACTIONS, ASSISTANT_INTENT_KINDS, MIN_INTENT_PHRASINGS} from '../constants/assistantIntents'
import {distinctPhrasings, sitePath} from './assistantIntentRules'

type IntentParent = {kind?: string; action?: string} | undefined

const kindIs = (parent: IntentParent, ...kinds: string[]) => kinds.includes(parent?.kind ?? '')
/** Actions with a page of their own (demo, contact) or none (the hand-off in the widget) need no path. */
const needsPath = (parent: IntentParent) =>
  kindIs(parent, 'answer') || (kindIs(parent, 'action') && parent?.action === 'page')

/**
 * What visitors mean when they ask the site's assistant something, as in Parlia's own product: examples of how they
 * say it, and what the assistant does then (the answer of a FAQ entry, an answer the editors write with its source
 * page, an action, or the refusal of a subject the site does not cover, such as health or another vendor's prices).
 * The assistant's classifier learns from the phrasings on every change.
 */
export const assistantIntent = defineType({
  name: 'assistantIntent',
  title: 'Intention',
  type: 'document',
  icon: TargetIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Nom',
      description: 'Pour vous y retrouver, par exemple « Hébergement des données ». Les visiteurs ne le voient pas.',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'phrasings',
      title: 'Exemples de formulations',
      description: `Au moins ${MIN_INTENT_PHRASINGS} façons dont les visiteurs posent cette question, dans des registres variés : soutenu, familier, abrégé comme un SMS, sans accents, avec une faute de frappe, en anglais, en deux mots. L’assistant apprend de ces exemples.`,
      type: 'array',
      of: [defineArrayMember({type: 'string', validation: (rule) => rule.required().max(200)})],
      validation: (rule) => rule.required().min(MIN_INTENT_PHRASINGS).custom(distinctPhrasings),
    }),
    defineField({
      name: 'kind',
      title: 'Ce que fait l’assistant',
      type: 'string',
      options: {list: [...ASSISTANT_INTENT_KINDS], layout: 'radio'},
      initialValue: 'faq',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'faq',
      title: 'Question fréquente',
      description: 'L’assistant répond avec la réponse de cette question fréquente et la cite.',
      type: 'reference',
      to: [{type: 'faq'}],
      hidden: ({parent}) => !kindIs(parent as IntentParent, 'faq'),
      validation: (rule) =>
        rule.custom((value, {parent}) =>
          kindIs(parent as IntentParent, 'faq') && !value ? 'Choisissez la question fréquente.' : true,
        ),
    }),
    defineField({
      name: 'action',
      title: 'Action',
      type: 'string',
      options: {list: [...ASSISTANT_INTENT_ACTIONS], layout: 'radio'},
      hidden: ({parent}) => !kindIs(parent as IntentParent, 'action'),
      validation: (rule) =>
        rule.custom((value, {parent}) =>
          kindIs(parent as IntentParent, 'action') && !value ? 'Choisissez l’action.' : true,
        ),
    }),
    defineField({
      name: 'answer',
      title: 'Réponse',
      description: 'Ce que dit l’assistant, en une à trois phrases fidèles à la page citée.',
      type: 'text',
      rows: 3,
      hidden: ({parent}) => !kindIs(parent as IntentParent, 'answer', 'action'),
      validation: (rule) =>
        rule
          .max(600)
          .custom((value, {parent}) =>
            kindIs(parent as IntentParent, 'answer', 'action') && !value?.trim() ? 'Rédigez la réponse.' : true,
          ),
    }),
    defineField({
      name: 'path',
      title: 'Page citée',
      description: 'Le chemin de la page du site qui contient la réponse, par exemple /politique-de-cookies.',
      type: 'string',
      hidden: ({parent}) => !needsPath(parent as IntentParent),
      validation: (rule) =>
        rule.custom((value, {parent}) => (needsPath(parent as IntentParent) ? sitePath(value) : true)),
    }),
  ],
  preview: {
    select: {title: 'name', kind: 'kind', phrasings: 'phrasings'},
    prepare: ({title, kind, phrasings}: {title?: string; kind?: string; phrasings?: string[]}) => ({
      title: title ?? 'Intention sans nom',
      subtitle: `${ASSISTANT_INTENT_KINDS.find((option) => option.value === kind)?.title ?? ''} · ${phrasings?.length ?? 0} formulations`,
    }),
  },
})
