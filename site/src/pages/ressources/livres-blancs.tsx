import type {GetStaticProps} from 'next'

import {staticPageProps, type WithLayout} from '../../layout/staticProps'
import {getWhitePapers, type WhitePapersProps} from '../../resources/resourceData'
import {WhitePapersPage} from '../../resources/WhitePapersPage'

export default WhitePapersPage

export const getStaticProps: GetStaticProps<WithLayout<WhitePapersProps>> = (context) =>
  staticPageProps(context, (options) => getWhitePapers(options))
