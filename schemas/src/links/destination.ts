/**
 * Where a link leads, in a link object and in rich text's link annotation alike: a document of the Studio, by
 * reference, so the link follows its renames and « Où ce document est-il cité ? » lists it; or a typed address for
 * the rest (a fixed page, another site, an e-mail).
 */
import {defineField} from 'sanity'

import {OWN_PAGE_TYPES} from '../pages/paths'
import {HREF_PATTERN, hrefProblems} from './studioValidation'

export const linkDestinationFields = [
  defineField({
    name: 'page',
    title: 'Page du site',
    description: 'Une page du Studio : le lien suit ses changements d’adresse.',
    type: 'reference',
    to: OWN_PAGE_TYPES.map((type) => ({type})),
  }),
  defineField({
    name: 'href',
    title: 'Ou adresse',
    description: 'Si la destination n’est pas une page du Studio : un chemin du site (/contact), https://… ou mailto:…',
    type: 'string',
    validation: (rule) => [
      rule
        .regex(HREF_PATTERN, {name: 'chemin interne, https:// ou mailto:'})
        .error('Saisissez un chemin commençant par « / », une adresse https:// ou mailto:.'),
      rule.custom(hrefProblems),
    ],
  }),
]
