import {frFRLocale} from '@sanity/locale-fr-fr'
import {visionTool} from '@sanity/vision'
import {schemaTypes} from '@parlia/schemas'
import {SANITY_API_VERSION} from '@parlia/schemas/constants/sanityApi'
import {LOCAL_PROJECT_ID} from '@parlia/schemas/env/defaults'
import {studioSchema} from '@parlia/site/studio-schema'
import {defineConfig} from 'sanity'
import {structureTool} from 'sanity/structure'

import {LOCAL_LAKE_DOCUMENT_OPTIONS, localLakeApiHost, localLakeOptions} from './src/localLake/options'
import {missedQuestionsTool} from './src/missedQuestions/tool'
import {openOnSiteAction} from './src/presentation/openOnSite'
import {presentation} from './src/presentation/presentation'
import {documentActions, structure, templates} from './src/structure'

/**
 * Set by sanity.cli.ts from SANITY_PROJECT_ID, SANITY_DATASET and NEXT_PUBLIC_SITE_URL (root `.env`); without a project,
 * the local Content Lake's, whose address `npm run dev` sets in SANITY_STUDIO_API_HOST.
 */
const projectId = process.env.SANITY_STUDIO_PROJECT_ID
const dataset = process.env.SANITY_STUDIO_DATASET
const siteUrl = process.env.SANITY_STUDIO_SITE_URL
if (!projectId || !dataset || !siteUrl) {
  throw new Error('Run the studio through the Sanity CLI (npm run studio), which sets its project and the site.')
}
const openOnSite = openOnSiteAction(siteUrl)
const localLake = projectId === LOCAL_PROJECT_ID ? localLakeApiHost(process.env.SANITY_STUDIO_API_HOST) : undefined

export default defineConfig({
  name: 'default',
  title: 'Parlia',
  projectId,
  dataset,
  ...(localLake && localLakeOptions(localLake)),
  plugins: [
    structureTool({structure, title: 'Contenu'}),
    presentation(siteUrl),
    visionTool({defaultApiVersion: SANITY_API_VERSION}),
    frFRLocale(),
  ],
  // « Questions sans réponse »: what visitors agreed to send from the assistant, read from the site.
  tools: (prev) => [...prev, missedQuestionsTool(siteUrl)],
  // The site's typegen extracts the same list (site/scripts/typegen.ts): a type added here goes there too.
  schema: {types: schemaTypes(studioSchema), templates},
  document: {
    actions: (prev, context) => [...documentActions(prev, context), openOnSite],
    ...(localLake && LOCAL_LAKE_DOCUMENT_OPTIONS),
  },
})
