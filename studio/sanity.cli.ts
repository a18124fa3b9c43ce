import {defineCliConfig} from 'sanity/cli'

import {PLACEHOLDER_PROJECT_ID, sanityProject, siteOrigin} from './scripts/env.mjs'

const {projectId = PLACEHOLDER_PROJECT_ID, dataset} = sanityProject()

// Sanity hands only SANITY_STUDIO_* variables to sanity.config.ts, in the browser
// bundle and in the Node processes the CLI starts (schema extraction, exec); the
// repository names them SANITY_PROJECT_ID and SANITY_DATASET, and the site's origin NEXT_PUBLIC_SITE_URL.
process.env.SANITY_STUDIO_PROJECT_ID = projectId
process.env.SANITY_STUDIO_DATASET = dataset
process.env.SANITY_STUDIO_SITE_URL = siteOrigin()

export default defineCliConfig({
  api: {projectId, dataset},
  // Auto-updates would load the studio's code from Sanity's CDN at run time;
  // the version in package-lock.json is the one we test.
  deployment: {autoUpdates: false},
  // The site's GROQ queries are typed beside them (`npm run typegen`): the shared ones, and each page's composed
  // from its sections' folders.
  typegen: {
    path: ['../site/src/content/queries.ts', '../site/src/features/*/sections/generated/query.ts'],
    schema: '../site/src/content/schema.json',
    generates: '../site/src/content/sanity.types.ts',
    overloadClientMethods: true,
    // Unformatted output does not depend on which Prettier configuration applies
    // where it is written, so `typegen:check` can compare a copy made elsewhere.
    formatGeneratedCode: false,
  },
})
