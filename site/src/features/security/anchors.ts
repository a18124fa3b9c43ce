/**
 * The ids of the security page's bands and tables whose titles the code writes (also listed in ui/anchors/anchors.ts's
 * FIXED_IDS, so that no heading from the content takes one).
 */
export const SECURITY_ANCHORS = {
  documents: 'documents-a-telecharger',
  currentSubProcessors: 'sous-traitants-actuels',
  history: 'historique-des-changements',
  retentionTable: 'durees-appliquees',
  questions: 'questions-securite',
} as const

/** The band that offers the PDFs: its title is the code's. */
export const DOCUMENTS_BAND_TITLE = 'Documents à télécharger'

/** The sub-processors' history: its title is the code's. */
export const HISTORY_TITLE = 'Historique des changements'
