import {MenuIcon} from '@sanity/icons'
import {defineArrayMember, defineField, defineType} from 'sanity'

/** The four link groups shared by the header menus and the footer (spec section 2). */
export const navigation = defineType({
  name: 'navigation',
  title: 'Navigation',
  type: 'document',
  icon: MenuIcon,
  fields: [
    defineField({
      name: 'menus',
      title: 'Menus',
      description: 'Les menus de l’en-tête, repris comme groupes de liens dans le pied de page.',
      type: 'array',
      of: [defineArrayMember({type: 'navGroup'})],
      validation: (rule) => rule.required().min(1).max(6),
    }),
  ],
  preview: {prepare: () => ({title: 'Navigation'})},
})
