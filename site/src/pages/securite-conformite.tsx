import {routes} from '@parlia/schemas/routes'
import {securityDocuments} from '@parlia/schemas/security/documentPaths'
import type {GetStaticProps} from 'next'

import {getSecurityPage, type SecurityProps} from '../features/security/securityData'
import {SecurityPage} from '../features/security/SecurityPage'
import {organizationOf} from '../platform/seo/structuredData/organization'
import {securityPageJsonLd} from '../platform/seo/structuredData/securityPage'
import {withStructuredData, type StructuredDataProps} from '../platform/seo/structuredData/staticProps'
import {staticPageProps, type WithLayout} from '../ui/layout/staticProps'

export default SecurityPage

export const getStaticProps: GetStaticProps<WithLayout<SecurityProps> & StructuredDataProps> = (context) =>
  staticPageProps(context, (options) => getSecurityPage(options)).then(
    withStructuredData(({security, layout}) => {
      const content = security.content.__data!
      return securityPageJsonLd(
        {
          title: security.hero.title,
          description: security.seo.metaDescription ?? security.hero.lead,
          path: routes.security,
          updatedAt: security.updatedAt,
          documents: [
            {...content.dpa, path: securityDocuments.dpa},
            {...content.securitySummary, path: securityDocuments.securitySummary},
          ],
          subProcessors: content.subProcessors.current,
        },
        organizationOf(layout),
      )
    }),
  )
