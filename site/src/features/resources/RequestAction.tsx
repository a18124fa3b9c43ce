import {Suspense, useState} from 'react'

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
}

/** A card's action: opens the request form of the resource, which is then sent by e-mail. */
export function RequestButton({label, submitLabel, resource, context = resource.title}: RequestButtonProps) {
  const [open, setOpen] = useState(false)
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
      {open ? (
        <Suspense fallback={null}>
          <RequestDialog heading={label} submitLabel={submitLabel} resource={resource} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
