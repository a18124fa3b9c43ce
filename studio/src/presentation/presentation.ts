import {DRAFT_MODE_PATHS} from '@parlia/schemas/constants/preview'
import {presentationTool} from 'sanity/presentation'

import {resolveLocations} from './locations'

/** The Presentation tool: the site at `siteUrl` in draft mode beside the document, and the pages it is on. */
export const presentation = (siteUrl: string) =>
  presentationTool({
    title: 'Aperçu',
    previewUrl: {initial: siteUrl, previewMode: {enable: DRAFT_MODE_PATHS.enable, disable: DRAFT_MODE_PATHS.disable}},
    resolve: {locations: resolveLocations},
  })
