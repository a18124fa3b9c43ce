/**
 * The ids of the calculator's bands whose titles the code writes (also listed in ui/anchors/anchors.ts's FIXED_IDS,
 * so that no heading from the content takes one).
 */
export const SAVINGS_ANCHORS = {
  figures: 'vos-chiffres',
  estimate: 'votre-estimation',
  errors: 'erreurs-du-calcul',
  request: 'recevoir-l-estimation',
} as const
