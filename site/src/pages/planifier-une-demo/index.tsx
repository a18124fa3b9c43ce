import type {GetStaticProps} from 'next'

import {DemoPage} from '../../forms/DemoPage'
import {staticPageProps, type WithLayout} from '../../layout/staticProps'

export default DemoPage

export const getStaticProps: GetStaticProps<WithLayout<object>> = (context) =>
  staticPageProps(context, async () => ({}))
