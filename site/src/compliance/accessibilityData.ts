import type {FetchOptions} from '../content/backends/types'
import {getLegalNotice} from '../legal/legalNotice'

/** Who publishes the statement and how to reach them: from the site settings. */
export interface AccessibilityProps {
  publisher: {name: string; address: string; email: string}
}

export async function getAccessibilityStatement(options: FetchOptions = {}): Promise<AccessibilityProps> {
  const notice = await getLegalNotice(options)
  return {publisher: {name: notice.companyName, address: notice.headOffice, email: notice.email}}
}
