import type {GetStaticProps} from 'next'

import {ContactPage} from '../../leads/forms/ContactPage'
import {staticPageProps, type WithLayout} from '../../ui/layout/staticProps'

export default ContactPage

export const getStaticProps: GetStaticProps<WithLayout<object>> = (context) =>
  staticPageProps(context, async () => ({}))
