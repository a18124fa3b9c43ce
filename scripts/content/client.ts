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

/**
 * A client with the token `access` needs (reading takes the read token or the write token), or an error that names
 * the variable to set; `doing` says what needs it ("importing", "exporting redirects").
 */
export function accessClient(env: ContentEnv, access: 'read' | 'write', doing: string): SanityClient {
  const token = access === 'write' ? env.writeToken : (env.readToken ?? env.writeToken)
  if (!token) {
    throw new Error(
      access === 'write'
        ? `SANITY_API_WRITE_TOKEN is not set: ${doing} needs a token with write access (an Editor token of the project, ` +
            "created at sanity.io/manage under API > Tokens). Set it in the repository's root .env; see .env.example."
        : `SANITY_API_READ_TOKEN is not set: ${doing} needs a token with read access (a Viewer token of the project, ` +
            "created at sanity.io/manage under API > Tokens; the write token also works). Set it in the repository's root .env; see .env.example.",
    )
  }
  return datasetClient(env, token)
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
