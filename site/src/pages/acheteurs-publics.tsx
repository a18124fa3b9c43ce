import {MEDIA_TYPES} from '@parlia/documents/mediaTypes'
import {tenderTemplateDocuments} from '@parlia/schemas/publicBuyers/documentPaths'
import {routes} from '@parlia/schemas/routes'
import type {GetStaticProps} from 'next'

import {getPublicBuyersPage, type PublicBuyersProps} from '../features/publicBuyers/publicBuyersData'
import {PublicBuyersPage} from '../features/publicBuyers/PublicBuyersPage'
import {organizationOf} from '../platform/seo/structuredData/organization'
import {documentsPageJsonLd} from '../platform/seo/structuredData/documentsPage'
import {withStructuredData, type StructuredDataProps} from '../platform/seo/structuredData/staticProps'
import {staticPageProps, type WithLayout} from '../ui/layout/staticProps'

export default PublicBuyersPage

export const getStaticProps: GetStaticProps<WithLayout<PublicBuyersProps> & StructuredDataProps> = (context) =>
  staticPageProps(context, (options) => getPublicBuyersPage(options)).then(
    withStructuredData(({publicBuyers, layout}) => {
      const {template} = publicBuyers.content.__data!
      return documentsPageJsonLd(
        {
          title: publicBuyers.hero.title,
          description: publicBuyers.seo.metaDescription ?? publicBuyers.hero.lead,
          path: routes.publicBuyers,
          updatedAt: publicBuyers.updatedAt,
          documents: [
            {...template, path: tenderTemplateDocuments.docx, encodingFormat: MEDIA_TYPES.docx},
            {...template, path: tenderTemplateDocuments.pdf, encodingFormat: MEDIA_TYPES.pdf},
          ],
        },
        organizationOf(layout),
      )
    }),
  )
