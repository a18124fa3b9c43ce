import {MEDIA_TYPES} from '@parlia/documents/mediaTypes'
import {routes} from '@parlia/schemas/routes'
import {securityDocuments} from '@parlia/schemas/security/documentPaths'
import type {GetStaticProps} from 'next'

import {getSecurityPage, type SecurityProps} from '../features/security/securityData'
import {SecurityPage} from '../features/security/SecurityPage'
import {organizationOf} from '../platform/seo/structuredData/organization'
import {documentsPageJsonLd} from '../platform/seo/structuredData/documentsPage'
import {withStructuredData, type StructuredDataProps} from '../platform/seo/structuredData/staticProps'
import {staticPageProps, type WithLayout} from '../ui/layout/staticProps'

export default SecurityPage

export const getStaticProps: GetStaticProps<WithLayout<SecurityProps> & StructuredDataProps> = (context) =>
  staticPageProps(context, (options) => getSecurityPage(options)).then(
    withStructuredData(({security, layout}) => {
      const content = security.content.__data!
      return documentsPageJsonLd(
        {
          title: security.hero.title,
          description: security.seo.metaDescription ?? security.hero.lead,
          path: routes.security,
          updatedAt: security.updatedAt,
          documents: [
            {...content.dpa, path: securityDocuments.dpa, encodingFormat: MEDIA_TYPES.pdf},
            {...content.securitySummary, path: securityDocuments.securitySummary, encodingFormat: MEDIA_TYPES.pdf},
          ],
          mentions: content.subProcessors.current.map(({name, purpose, location}) => ({
            name,
            description: `${purpose} (${location})`,
          })),
        },
        organizationOf(layout),
      )
    }),
  )
