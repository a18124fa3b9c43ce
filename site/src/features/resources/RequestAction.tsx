import {createElement, Suspense, useState} from 'react'

import {lazyChunk} from '../../platform/bundling/lazyChunk'
import {Button} from '../../ui/components/Button/Button'
import type {RequestedResource} from '../../leads/forms/RequestDialog'

/** The breadcrumb of the Ressources menu, which has no page of its own. */
export const RESOURCES_CRUMB = {label: 'Ressources'}

/** A visual separator between two facts, silent for screen readers (the spaces stay). */
export function Separator() {
  return (
    <>
      {' '}
      <span aria-hidden="true">·</span>{' '}
    </>
  )
}

// The form (formik, yup, the field rules) loads on the first open, keeping the pages' first load light.
const loadRequestDialog = () => import('../../leads/forms/RequestDialog')
const RequestDialog = lazyChunk(() => loadRequestDialog().then((module) => module.RequestDialog))

interface RequestButtonProps {
  /** The card's action, completed by the resource's title for screen readers. */
  label: string
  /** The form's submit button. */
  submitLabel: string
  resource: RequestedResource
  /** What completes the action's name for screen readers, when not the resource's title. */
  context?: string
  /** The site's contact address: without JavaScript, the visitor asks there instead. */
  contactEmail: string
}

/**
 * A card's action: opens the request form of the resource, which is then sent by e-mail. The form needs the scripts:
 * without them, an e-mail link to the team stands in under the button.
 */
export function RequestButton({
  label,
  submitLabel,
  resource,
  context = resource.title,
  contactEmail,
}: RequestButtonProps) {
  const [open, setOpen] = useState(false)
  // React neither renders nor hydrates a noscript's children in the browser: the server's HTML alone carries them.
  // Required in a branch the browser's bundle drops (`typeof window` is known there), their module stays out of it.
  const byMail =
    typeof window === 'undefined'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only, see above
        createElement((require('./RequestByMail') as typeof import('./RequestByMail')).RequestByMail, {
          contactEmail,
          resource,
        })
      : null
  return (
    <>
      <Button
        size="md"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        // Fetching the form's code when the visitor is about to click hides most of its delay.
        onPointerEnter={() => void loadRequestDialog()}
        onFocus={() => void loadRequestDialog()}
      >
        {label}
        <span className="visually-hidden"> : {context}</span>
      </Button>
      <noscript>{byMail}</noscript>
      {open ? (
        <Suspense fallback={null}>
          <RequestDialog heading={label} submitLabel={submitLabel} resource={resource} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
