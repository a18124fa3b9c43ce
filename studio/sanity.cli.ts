import {defineCliConfig} from 'sanity/cli'

import {LOCAL_PROJECT_ID} from '@parlia/schemas/env/defaults'

import {sanityProject, siteOrigin} from './scripts/env.mjs'

// Without a project, the local Content Lake's (src/localLake): `npm run dev` starts it, and CI builds this Studio for it.
const {projectId = LOCAL_PROJECT_ID, dataset} = sanityProject()

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
})
