import type {GetStaticProps} from 'next'

import {ContentConfirmationPage} from '../forms/ContentConfirmationPage'
import {type ContentConfirmationProps, getContentConfirmation} from '../forms/formPagesData'
import {staticPageProps, type WithLayout} from '../layout/staticProps'

export default ContentConfirmationPage

export const getStaticProps: GetStaticProps<WithLayout<ContentConfirmationProps>> = (context) =>
  staticPageProps(context, (options) => getContentConfirmation(options))
