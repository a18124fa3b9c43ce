import type {GetStaticProps} from 'next'

import {type AboutProps, getAbout} from '../features/company/companyData'
import {AboutPage} from '../features/company/AboutPage'
import {staticPageProps, type WithLayout} from '../ui/layout/staticProps'

export default AboutPage

export const getStaticProps: GetStaticProps<WithLayout<AboutProps>> = (context) =>
  staticPageProps(context, (options) => getAbout(options))
