import {defineArrayMember} from 'sanity'

import {DECORATORS, HEADING_STYLES, LISTS} from './blockContent'

/** A paragraph, title or list item of a body printed as a PDF (white papers, the security page's documents). */
export const printedBlock = defineArrayMember({
  type: 'block',
  styles: HEADING_STYLES,
  lists: LISTS,
  // No links: the PDF prints the text.
  marks: {decorators: DECORATORS, annotations: []},
})
