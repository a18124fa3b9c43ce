import {defineArrayMember, defineField, defineType} from 'sanity'

export const navGroup = defineType({
  name: 'navGroup',
  title: 'Groupe de liens',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Titre du menu',
      type: 'string',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'links',
      title: 'Liens',
      type: 'array',
      of: [defineArrayMember({type: 'link'})],
      validation: (rule) => rule.required().min(1).max(10),
    }),
  ],
  preview: {
    select: {title: 'title', links: 'links'},
    prepare: ({title, links}) => ({
      title,
      subtitle: `${Array.isArray(links) ? links.length : 0} lien(s)`,
    }),
  },
})
