import {homeSection, sectionTitle} from '@parlia/schemas/objects/homeSection'
import {defineArrayMember, defineField} from 'sanity'

/** The section's field of the homePage document, as editors fill it in the Studio. */
export const customerLogosField = homeSection('customerLogos', 'Logos clients', [
  sectionTitle,
  defineField({
    name: 'customers',
    title: 'Clients',
    type: 'array',
    of: [
      defineArrayMember({
        type: 'object',
        name: 'customerLogo',
        fields: [
          defineField({name: 'name', title: 'Nom', type: 'string', validation: (rule) => rule.required()}),
          defineField({
            name: 'logo',
            title: 'Logo',
            type: 'accessibleImage',
            validation: (rule) => rule.required(),
          }),
        ],
        preview: {select: {title: 'name', media: 'logo'}},
      }),
    ],
    validation: (rule) => rule.required().min(3),
  }),
])
