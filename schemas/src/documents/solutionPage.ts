import {RocketIcon} from '@sanity/icons'
import {defineField, defineType} from 'sanity'

import {SOLUTION_PAGES} from '../constants'
import {ctaField} from '../objects/pageParts'
import {slugField} from '../objects/slugField'

/** /solution (slug « vue-d-ensemble ») and the six fixed solution pages. */
export const solutionPage = defineType({
  name: 'solutionPage',
  title: 'Page solution',
  type: 'document',
  icon: RocketIcon,
  fields: [
    defineField({name: 'title', title: 'Nom', type: 'string', validation: (rule) => rule.required().max(60)}),
    slugField('slug', 'title', SOLUTION_PAGES),
    defineField({
      name: 'summary',
      title: 'Résumé (cartes et menus)',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(220),
    }),
    defineField({name: 'hero', title: 'Bandeau', type: 'pageHero', validation: (rule) => rule.required()}),
    defineField({name: 'features', title: 'Fonctionnalités', type: 'featureList'}),
    defineField({name: 'body', title: 'Contenu détaillé', type: 'blockContent'}),
    ctaField('« Planifier une démo » et « Nous contacter »'),
    defineField({name: 'seo', title: 'Référencement', type: 'seo'}),
  ],
  preview: {select: {title: 'title', subtitle: 'slug.current', media: 'hero.image'}},
})
