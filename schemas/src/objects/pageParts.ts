/** Fields the content pages (security, public buyers) build their parts from. */
import {defineField, type FieldDefinition} from 'sanity'

import {enoughSections, unnumberedParts} from '../documents/whitePaperBody'
import {printedBlock} from './printedBlock'
import {printableBodyError, printableTextError} from './printableText'

/** The required hero of a content page whose fields are grouped (security, public buyers, calculator): in `group`. */
export const pageHeroField = (group: string) =>
  defineField({name: 'hero', title: 'Bandeau', type: 'pageHero', group, validation: (rule) => rule.required()})

/**
 * The band that closes a page (the site's ctaBand type), required: `buttons` names the actions the page gives it, in
 * the Studio's `group` when its document has groups.
 */
export const ctaField = (buttons: string, group?: string) =>
  defineField({
    name: 'cta',
    title: 'Appel à l’action',
    description: `Le bandeau sombre qui clôt la page, avec ses boutons ${buttons}.`,
    type: 'ctaBand',
    ...(group && {group}),
    validation: (rule) => rule.required(),
  })

/** A required part of a page, folded in the Studio: an object of `fields`. */
export const pagePart = (name: string, title: string, fields: FieldDefinition[], description?: string) =>
  defineField({
    name,
    title,
    description,
    type: 'object',
    options: {collapsible: true, collapsed: true},
    fields,
    validation: (rule) => rule.required(),
  })

/** The title of a part. */
export const partTitle = () =>
  defineField({name: 'title', title: 'Titre', type: 'string', validation: (rule) => rule.required().max(80)})

/** A part of the page: its title and its text (links allowed). */
export const section = (name: string, title: string, description: string) =>
  pagePart(
    name,
    title,
    [
      partTitle(),
      defineField({
        name: 'body',
        title: 'Texte',
        type: 'blockContent',
        validation: (rule) => rule.required().min(1),
      }),
    ],
    description,
  )

/** The title and introduction of a part that holds a table. */
export const titleAndIntro = () => [
  partTitle(),
  defineField({name: 'intro', title: 'Introduction', type: 'text', rows: 3, validation: (rule) => rule.required()}),
]

/** A document offered as a PDF laid out from its body, like the white papers (cover, contents, page numbers). */
export const printable = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'object',
    options: {collapsible: true, collapsed: true},
    fields: [
      defineField({
        name: 'title',
        title: 'Titre',
        type: 'string',
        validation: (rule) => rule.required().max(110).custom(printableTextError),
      }),
      defineField({
        name: 'kind',
        title: 'Nature du document',
        description: 'Imprimée au-dessus du titre, sur la couverture du PDF (« Accord de traitement »…).',
        type: 'string',
        validation: (rule) => rule.required().max(40).custom(printableTextError),
      }),
      defineField({
        name: 'summary',
        title: 'Résumé',
        description: 'Sous le lien de téléchargement et sur la couverture.',
        type: 'text',
        rows: 3,
        validation: (rule) => rule.required().max(300).custom(printableTextError),
      }),
      defineField({
        name: 'version',
        title: 'Date de la version',
        description: 'Imprimée sur la couverture : changez-la à chaque modification du texte.',
        type: 'date',
        validation: (rule) => rule.required(),
      }),
      defineField({
        name: 'body',
        title: 'Contenu',
        description: 'Une partie par titre 2 : le PDF ouvre chacune sur une page et en fait le sommaire.',
        type: 'array',
        of: [printedBlock],
        validation: (rule) =>
          rule.required().min(1).custom(enoughSections).custom(unnumberedParts).custom(printableBodyError),
      }),
    ],
    validation: (rule) => rule.required(),
  })
