import {hasPages, mainPagePath} from '@parlia/schemas/pages/paths'
import type {DocumentActionComponent} from 'sanity'

/** "Ouvrir sur le site": the document's published page in a new tab; absent for a type without a page. */
export function openOnSiteAction(siteUrl: string): DocumentActionComponent {
  const OpenOnSite: DocumentActionComponent = ({type, published}) => {
    if (!hasPages(type)) return null
    const path = published && mainPagePath(published)
    const url = path ? new URL(path, siteUrl).href : null
    return {
      label: 'Ouvrir sur le site',
      title:
        url ??
        (published
          ? 'Ce document n’a pas de page sur le site.'
          : 'Publiez d’abord ce document : sa page n’existe pas encore.'),
      disabled: !url,
      onHandle: () => {
        if (url) window.open(url, '_blank', 'noopener,noreferrer')
      },
    }
  }
  OpenOnSite.displayName = 'OpenOnSite'
  return OpenOnSite
}
