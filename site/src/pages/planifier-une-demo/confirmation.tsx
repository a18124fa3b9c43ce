import type {GetStaticProps} from 'next'

import {DemoConfirmationPage} from '../../forms/DemoConfirmationPage'
import {type DemoConfirmationProps, getDemoConfirmation} from '../../forms/formPagesData'
import {staticPageProps, type WithLayout} from '../../layout/staticProps'

export default DemoConfirmationPage

export const getStaticProps: GetStaticProps<WithLayout<DemoConfirmationProps>> = (context) =>
  staticPageProps(context, (options) => getDemoConfirmation(options))
