import {tenderTemplateDocuments} from '@parlia/schemas/publicBuyers/documentPaths'

import {DocumentCard} from '../../ui/pageParts/documentParts/DocumentCard'

/** The template's facts as the public buyers' page and the white papers' list show them. */
export interface TenderTemplateFacts {
  title: string
  kind: string
  summary: string
  version: string
}

/** The tender-specification template, downloaded directly as an editable Word file or as a PDF. */
export function TenderTemplateCard({template}: {template: TenderTemplateFacts}) {
  return (
    <DocumentCard
      {...template}
      downloads={[
        {href: tenderTemplateDocuments.docx, format: 'Word'},
        {href: tenderTemplateDocuments.pdf, format: 'PDF'},
      ]}
    />
  )
}
