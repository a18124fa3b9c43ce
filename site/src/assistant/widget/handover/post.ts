import {formEndpoints} from '@parlia/schemas/routes'
import useSWRMutation from 'swr/mutation'

import type {SubmissionEnvelope, SubmissionResult} from '../../../forms/submission'

/** One attempt at the handover: the contact form's envelope and its idempotency key (a retry sends the same). */
export interface HandoverArg {
  envelope: SubmissionEnvelope
  key: string
}

export type HandoverPost = (arg: HandoverArg) => Promise<SubmissionResult>

/**
 * The handover's post as an SWR mutation, held by the widget so that SWR stays in its chunk alone (the form,
 * loaded on demand, would otherwise split it into a chunk of its own). The forms' own sender, with its retry under
 * the same key, loads with the form.
 */
export function useHandoverPost() {
  return useSWRMutation(formEndpoints.contact, async (_url: string, {arg}: {arg: HandoverArg}) => {
    const {postSubmission} = await import('../../../forms/submission')
    return postSubmission('contact', arg.envelope, arg.key)
  })
}
