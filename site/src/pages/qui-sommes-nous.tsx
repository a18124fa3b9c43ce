import type {GetStaticProps} from 'next'

import {type AboutProps, getAbout} from '../company/companyData'
import {AboutPage} from '../company/AboutPage'
import {staticPageProps, type WithLayout} from '../layout/staticProps'

export default AboutPage

export const getStaticProps: GetStaticProps<WithLayout<AboutProps>> = (context) =>
  staticPageProps(context, (options) => getAbout(options))
