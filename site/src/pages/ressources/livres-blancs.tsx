import type {GetStaticProps} from 'next'

import {staticPageProps, type WithLayout} from '../../ui/layout/staticProps'
import {getWhitePapers, type WhitePapersProps} from '../../features/resources/resourceData'
import {WhitePapersPage} from '../../features/resources/WhitePapersPage'

export default WhitePapersPage

export const getStaticProps: GetStaticProps<WithLayout<WhitePapersProps>> = (context) =>
  staticPageProps(context, (options) => getWhitePapers(options))
