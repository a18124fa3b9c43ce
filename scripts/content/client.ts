import {SANITY_API_VERSION} from '@parlia/schemas/constants/sanityApi'
import {createClient, type SanityClient} from '@sanity/client'

import type {ContentEnv} from './env'

/**
 * A client of the configured dataset on its live API host, configured as the site configures its own
 * (`apiHost` with `useProjectHostname: false`), so the same commands reach Sanity or a local Content Lake.
 */
export function datasetClient({projectId, dataset, apiHost}: ContentEnv, token: string): SanityClient {
  return createClient({projectId, dataset, apiHost, apiVersion: SANITY_API_VERSION, useProjectHostname: false, useCdn: false, token})
}

/** Prints each step of an import or an export once, as `@sanity/import` and `@sanity/export` report them. */
export function stepLogger(): (progress: {step: string}) => void {
  let last = ''
  return ({step}) => {
    if (step === last) return
    last = step
    console.log(step)
  }
}
