import type {GetStaticProps} from 'next'

import {type AccessibilityProps, getAccessibilityStatement} from '../compliance/accessibilityData'
import {AccessibilityStatementPage} from '../compliance/AccessibilityStatementPage'
import {staticPageProps, type WithLayout} from '../layout/staticProps'

export default AccessibilityStatementPage

export const getStaticProps: GetStaticProps<WithLayout<AccessibilityProps>> = (context) =>
  staticPageProps(context, (options) => getAccessibilityStatement(options))
