import {Button} from '../components/Button/Button'
import {routes} from '../routes'

/**
 * Where a resource is requested. White papers and replays are sent by e-mail on request;
 * until the request form exists, the contact page takes the request.
 */
export const RESOURCE_REQUEST_PATH = routes.contact

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

/** A card's action: request the resource; its title completes the link's name for screen readers. */
export function RequestButton({label, title}: {label: string; title: string}) {
  return (
    <Button href={RESOURCE_REQUEST_PATH} size="md">
      {label}
      <span className="visually-hidden"> : {title}</span>
    </Button>
  )
}
