/**
 * The ids of the public buyers' page's bands and tables whose titles the code writes (also listed in
 * ui/anchors/anchors.ts's FIXED_IDS, so that no heading from the content takes one).
 */
export const PUBLIC_BUYERS_ANCHORS = {
  template: 'modele-cahier-des-charges',
  leadTimesTable: 'etapes-et-durees',
  questions: 'questions-acheteurs',
} as const

/** The band that offers the template: its title is the code's, the template's own title heads its card. */
export const TEMPLATE_BAND_TITLE = 'Modèle de cahier des charges'
