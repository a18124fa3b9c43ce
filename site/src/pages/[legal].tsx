import type {GetStaticPaths, GetStaticProps} from 'next'

import {staticPageProps, type WithLayout} from '../ui/layout/staticProps'
import {getLegalPage, LEGAL_SLUGS, type LegalProps} from '../features/legal/legalData'
import {LegalPage} from '../features/legal/LegalPage'

export default LegalPage

// The five legal pages of the spec, at the root; any other root path stays a 404.
export const getStaticPaths: GetStaticPaths = async () => ({
  paths: LEGAL_SLUGS.map((legal) => ({params: {legal}})),
  fallback: false,
})

export const getStaticProps: GetStaticProps<WithLayout<LegalProps>> = (context) =>
  staticPageProps(context, (options) => getLegalPage(context.params?.legal, options))
