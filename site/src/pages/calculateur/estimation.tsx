import type {GetServerSideProps} from 'next'

import {savingsEstimateProps} from '../../features/savingsCalculator/props'
import {SavingsCalculatorPage} from '../../features/savingsCalculator/SavingsCalculatorPage'

/**
 * /ressources/calculateur-economies with figures in its query (rewritten here in next.config.ts, queryPageRoutes):
 * rendered for the address's own figures, cached by the CDN like the search pages' (platform/routing/queryPages.ts).
 */
export default SavingsCalculatorPage

export const getServerSideProps: GetServerSideProps = (context) => savingsEstimateProps(context)
