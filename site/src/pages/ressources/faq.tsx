import type {GetServerSideProps} from 'next'

import {FaqPage, type FaqPageProps} from '../../search/components/FaqPage'
import {faqPageProps} from '../../search/serverProps'

export default FaqPage

/** Server-rendered for the URL's own `q`, cached by the CDN (see serverProps). */
export const getServerSideProps: GetServerSideProps<FaqPageProps> = (context) => faqPageProps(context)
