import type {GetStaticProps} from 'next'

import {DemoConfirmationPage} from '../../leads/forms/DemoConfirmationPage'
import {type DemoConfirmationProps, getDemoConfirmation} from '../../leads/forms/formPagesData'
import {staticPageProps, type WithLayout} from '../../ui/layout/staticProps'

export default DemoConfirmationPage

export const getStaticProps: GetStaticProps<WithLayout<DemoConfirmationProps>> = (context) =>
  staticPageProps(context, (options) => getDemoConfirmation(options))
