import type {GetStaticProps} from 'next'

import {type AccessibilityProps, getAccessibilityStatement} from '../features/accessibility/accessibilityData'
import {AccessibilityStatementPage} from '../features/accessibility/AccessibilityStatementPage'
import {staticPageProps, type WithLayout} from '../ui/layout/staticProps'

export default AccessibilityStatementPage

export const getStaticProps: GetStaticProps<WithLayout<AccessibilityProps>> = (context) =>
  staticPageProps(context, (options) => getAccessibilityStatement(options))
