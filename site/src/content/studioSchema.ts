import type {SiteSchema} from '@parlia/schemas'

import {connectorLanding} from '../features/solutions/connectorLanding/schema'
import {homeSectionFields} from '../features/home/sections/generated/fields'
import {ctaBand} from '../ui/blocks/ctaBand/schema'
import {featureList, feature} from '../ui/blocks/featureList/schema'
import {keyFigure} from '../ui/blocks/keyFigures/schema'
import {pageHero} from '../ui/blocks/pageHero/schema'

/**
 * The Sanity types the site declares beside the components that show them, for the Studio's configuration and the
 * typegen (`schemaTypes(studioSchema)`): a new block's type is one line here.
 */
export const studioSchema: SiteSchema = {
  homeSections: homeSectionFields,
  objectTypes: [pageHero, ctaBand, feature, featureList, keyFigure, connectorLanding],
}
