import {HomeIcon} from '@sanity/icons'
import {defineField, defineType, type FieldDefinition} from 'sanity'

/**
 * The home page: one field per section, in page order. The sections are the site's (each a folder of
 * site/src/features/home/sections/, with its field, query and component), handed in by the Studio's configuration.
 */
export const homePage = (sections: FieldDefinition[]) =>
  defineType({
    name: 'homePage',
    title: 'Page d’accueil',
    type: 'document',
    icon: HomeIcon,
    groups: [
      {name: 'content', title: 'Contenu', default: true},
      {name: 'seo', title: 'Référencement'},
    ],
    fields: [
      ...sections.map((field) => ({...field, group: 'content'})),
      defineField({name: 'seo', title: 'Référencement', type: 'seo', group: 'seo'}),
    ],
    preview: {prepare: () => ({title: 'Page d’accueil'})},
  })
