import {DRAFT_MODE_PATHS} from '@parlia/schemas/constants/preview'

/** Inline: the bar is drawn by the document (server only), where no stylesheet of a component's is loaded. */
const bar = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 'var(--space-2) var(--space-4)',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 'var(--space-2) var(--space-4)',
  background: 'var(--color-accent)',
  color: 'var(--color-ink)',
  fontSize: 'var(--text-sm)',
  textAlign: 'center',
} as const

/**
 * Tops every page in draft mode: says that drafts are shown and offers to leave, back to the same page as
 * visitors see it. Rendered by pages/_document.tsx, outside the React tree: plain HTML that works without
 * JavaScript, in no visitor's bundle.
 */
export function PreviewBar({path}: {path: string}) {
  return (
    <div style={bar} role="region" aria-label="Aperçu des brouillons">
      <p style={{margin: 0}}>Aperçu : cette page montre les brouillons, pas encore publiés.</p>
      <a
        style={{color: 'var(--color-ink)', fontWeight: 600}}
        href={`${DRAFT_MODE_PATHS.disable}?redirect=${encodeURIComponent(path)}`}
      >
        {"Quitter l'aperçu"}
      </a>
    </div>
  )
}
