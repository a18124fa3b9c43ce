import {frFRLocale} from '@sanity/locale-fr-fr'
import {visionTool} from '@sanity/vision'
import {schemaTypes} from '@parlia/schemas'
import {SANITY_API_VERSION} from '@parlia/schemas/constants/sanityApi'
import {defineConfig} from 'sanity'
import {structureTool} from 'sanity/structure'

import {documentActions, structure, templates} from './src/structure'

/** Set by sanity.cli.ts from SANITY_PROJECT_ID and SANITY_DATASET (root `.env`). */
const projectId = process.env.SANITY_STUDIO_PROJECT_ID
const dataset = process.env.SANITY_STUDIO_DATASET
if (!projectId || !dataset) throw new Error('Run the studio through the Sanity CLI (npm run studio), which sets its project.')

export default defineConfig({
  name: 'default',
  title: 'Parlia',
  projectId,
  dataset,
  plugins: [structureTool({structure, title: 'Contenu'}), visionTool({defaultApiVersion: SANITY_API_VERSION}), frFRLocale()],
  schema: {types: schemaTypes, templates},
  document: {actions: documentActions},
})
