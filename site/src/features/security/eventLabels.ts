import type {SubProcessorEvent} from '@parlia/schemas/security/subProcessors'

/** How each kind of change opens its entry's title, as the page's history words it. */
export const EVENT_LABELS: Record<SubProcessorEvent['kind'], string> = {
  added: 'Ajout',
  changed: 'Changement',
  removed: 'Fin',
}

/** An event in one line: « Ajout – OVHcloud ». */
export const eventTitle = (event: SubProcessorEvent) => `${EVENT_LABELS[event.kind]} – ${event.name}`
