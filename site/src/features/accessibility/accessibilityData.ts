import type {FetchOptions} from '../../content/backends/types'
import {getLegalNotice} from '../legal/legalNotice'

export type AccessibilityProps = Awaited<ReturnType<typeof getAccessibilityStatement>>

/** Who publishes the statement and how to reach them: from the site settings. */
export async function getAccessibilityStatement(options: FetchOptions = {}) {
  const {companyName, headOffice, email} = await getLegalNotice(options)
  return {publisher: {name: companyName, address: headOffice, email}}
}
