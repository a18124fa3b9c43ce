import {homeSection, sectionTitle} from '@parlia/schemas/objects/homeSection'
import {defineArrayMember, defineField} from 'sanity'

/** The section's field of the homePage document, as editors fill it in the Studio. */
export const customerCasesField = homeSection('customerCases', 'Cas clients', [
  sectionTitle,
  defineField({
    name: 'items',
    title: 'Cas mis en avant',
    type: 'array',
    of: [defineArrayMember({type: 'reference', to: [{type: 'customerCase'}]})],
    validation: (rule) => rule.required().min(1).max(6).unique(),
  }),
])
