import type {Status} from '@sanity/comlink'
import type {HistoryRefresh, VisualEditingNodeMsg} from '@sanity/presentation-comlink'

/** A message the previewed page sent the Studio, as the Studio's channel hands it over. */
export type Received = {
  [Type in VisualEditingNodeMsg['type']]: {type: Type; data: Extract<VisualEditingNodeMsg, {type: Type}>['data']}
}[VisualEditingNodeMsg['type']]

/** The document a `presentation/refresh` names after an edit: the fields the Studio sends (`_id` with `drafts.` for a draft). */
export type RefreshedDocument = Extract<HistoryRefresh, {source: 'mutation'}>['document']

/** The field the Studio opens beside the preview when the page reports a click on an overlay. */
export interface OpenedField {
  id: string
  type: string | undefined
  path: string
}

/** What the stand-in Studio's page exposes to the spec driving it, on `window.presentation`. */
export interface PresentationStandIn {
  /** The `presentation` node's channel to the page's `visual-editing` node; `connected` once the handshake is done. */
  status: Status
  /** Every message the page sent, in order. */
  received: Received[]
  /** The field last opened from a click in the page, or null. */
  opened: OpenedField | null
  /** What the Studio posts when the document being edited changes (a draft saved, a document published). */
  refreshAfterMutation(document: RefreshedDocument): void
}

declare global {
  interface Window {
    presentation: PresentationStandIn
  }
}
