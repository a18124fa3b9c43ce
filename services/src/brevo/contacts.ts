import {type Answer, type BrevoState, refusal} from './state'

/** `POST /contacts`: creates the contact (201), or with `updateEnabled` updates a known one (204). */
export function upsertContact(state: BrevoState, body: Record<string, unknown>): Answer {
  const email = String(body.email)
  const known = state.contacts.get(email)
  if (known && !body.updateEnabled) return refusal(400, 'duplicate_parameter', 'Contact already exist')
  state.contacts.set(email, {body, upserts: (known?.upserts ?? 0) + 1})
  return known ? {status: 204} : {status: 201, body: {id: state.contacts.size}}
}

/** `DELETE /contacts/{email}`: 204, or 404 when there is none. */
export function deleteContact(state: BrevoState, email: string): Answer {
  if (!state.contacts.delete(email)) return refusal(404, 'document_not_found', 'Contact does not exist')
  return {status: 204}
}
