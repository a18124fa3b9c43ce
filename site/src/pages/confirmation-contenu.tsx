import type {GetStaticProps} from 'next'

import {ContentConfirmationPage} from '../leads/forms/ContentConfirmationPage'
import {type ContentConfirmationProps, getContentConfirmation} from '../leads/forms/formPagesData'
import {staticPageProps, type WithLayout} from '../ui/layout/staticProps'

export default ContentConfirmationPage

export const getStaticProps: GetStaticProps<WithLayout<ContentConfirmationProps>> = (context) =>
  staticPageProps(context, (options) => getContentConfirmation(options))
