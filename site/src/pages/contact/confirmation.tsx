import type {GetStaticProps} from 'next'

import {ContactConfirmationPage} from '../../forms/ContactConfirmationPage'
import {staticPageProps, type WithLayout} from '../../layout/staticProps'

export default ContactConfirmationPage

export const getStaticProps: GetStaticProps<WithLayout<object>> = (context) =>
  staticPageProps(context, async () => ({}))
