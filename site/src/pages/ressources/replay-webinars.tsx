import type {GetStaticProps} from 'next'

import {staticPageProps, type WithLayout} from '../../ui/layout/staticProps'
import {getWebinars, type WebinarsProps} from '../../features/resources/resourceData'
import {WebinarsPage} from '../../features/resources/WebinarsPage'

export default WebinarsPage

export const getStaticProps: GetStaticProps<WithLayout<WebinarsProps>> = (context) =>
  staticPageProps(context, (options) => getWebinars(options))
