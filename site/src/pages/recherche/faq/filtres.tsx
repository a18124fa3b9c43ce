import type {GetServerSideProps} from 'next'

import {FaqPage, type FaqPageProps} from '../../../search/components/FaqPage'
import {faqPageProps} from '../../../search/serverProps'

/**
 * /ressources/faq with `q` (a rewrite in next.config.ts, searchPageRoutes): server-rendered for the URL's own query,
 * cached by the CDN (see serverProps).
 */
export default FaqPage

export const getServerSideProps: GetServerSideProps<FaqPageProps> = (context) => faqPageProps(context)
