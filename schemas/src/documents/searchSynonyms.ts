import {SearchIcon} from '@sanity/icons'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {noRepeatedTerm, notBlank} from './synonymTerms'

/**
 * The editors' synonyms: each group's terms mean the same thing to the site's searches (the connector catalogue,
 * the FAQ, the assistant) and to Algolia, which receives them as regular synonyms. One document, under its fixed id.
 */
export const searchSynonyms = defineType({
  name: 'searchSynonyms',
  title: 'Synonymes de recherche',
  type: 'document',
  icon: SearchIcon,
  fields: [
    defineField({
      name: 'groups',
      title: 'Groupes de synonymes',
      description:
        'Dans un groupe, chercher l’un des termes trouve aussi les autres, dans le catalogue des connecteurs, les questions fréquentes et l’assistant. Un terme peut compter plusieurs mots ; les accents et les majuscules ne comptent pas.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'synonymGroup',
          title: 'Groupe de synonymes',
          type: 'object',
          fields: [
            defineField({
              name: 'terms',
              title: 'Termes équivalents',
              description: 'Au moins deux termes, chacun une seule fois.',
              type: 'array',
              of: [defineArrayMember({type: 'string', validation: (rule) => rule.required().max(60).custom(notBlank)})],
              validation: (rule) => rule.required().min(2).custom(noRepeatedTerm),
            }),
          ],
          preview: {
            select: {terms: 'terms'},
            prepare: ({terms}: {terms?: string[]}) => ({title: (terms ?? []).join(' ↔ ') || 'Groupe vide'}),
          },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {prepare: () => ({title: 'Synonymes de recherche'})},
})
