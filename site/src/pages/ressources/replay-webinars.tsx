import type {GetStaticProps} from 'next'

import {staticPageProps, type WithLayout} from '../../layout/staticProps'
import {getWebinars, type WebinarsProps} from '../../resources/resourceData'
import {WebinarsPage} from '../../resources/WebinarsPage'

export default WebinarsPage

export const getStaticProps: GetStaticProps<WithLayout<WebinarsProps>> = (context) =>
  staticPageProps(context, (options) => getWebinars(options))
