import type {GetStaticProps} from 'next'

import {DemoPage} from '../../leads/forms/DemoPage'
import {staticPageProps, type WithLayout} from '../../ui/layout/staticProps'

export default DemoPage

export const getStaticProps: GetStaticProps<WithLayout<object>> = (context) =>
  staticPageProps(context, async () => ({}))
