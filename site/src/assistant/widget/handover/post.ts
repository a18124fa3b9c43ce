import {formEndpoints} from '@parlia/schemas/formEndpoints'
import useSWRMutation from 'swr/mutation'

import type {SubmissionAttempt} from '../../../leads/forms/useLeadSubmission'

/**
 * The handover's post as an SWR mutation, held by the widget so that SWR stays in its chunk alone (the form,
 * loaded on demand, would otherwise split it into a chunk of its own). The forms' own sender, with its retry under
 * the same key, loads with the form.
 */
export function useHandoverPost() {
  return useSWRMutation(formEndpoints.contact, async (_url: string, {arg}: {arg: SubmissionAttempt}) => {
    const {postSubmission} = await import('../../../leads/forms/submission')
    return postSubmission('contact', arg.envelope, arg.key)
  })
}
