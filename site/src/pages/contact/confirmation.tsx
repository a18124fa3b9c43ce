import type {GetStaticProps} from 'next'

import {ContactConfirmationPage} from '../../leads/forms/ContactConfirmationPage'
import {staticPageProps, type WithLayout} from '../../ui/layout/staticProps'

export default ContactConfirmationPage

export const getStaticProps: GetStaticProps<WithLayout<object>> = (context) =>
  staticPageProps(context, async () => ({}))
