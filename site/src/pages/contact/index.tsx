import type {GetStaticProps} from 'next'

import {ContactPage} from '../../forms/ContactPage'
import {staticPageProps, type WithLayout} from '../../layout/staticProps'

export default ContactPage

export const getStaticProps: GetStaticProps<WithLayout<object>> = (context) =>
  staticPageProps(context, async () => ({}))
