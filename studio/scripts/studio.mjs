// `node scripts/studio.mjs dev [--if-configured]`: starts the studio on port 3333, on the Sanity project the root
// `.env` names or, without one, on the local Content Lake that the root `npm run dev` starts (and hands over in
// SANITY_STUDIO_API_HOST). Run alone with neither, it explains how to get one. `--if-configured` (used by the root
// `npm run dev`, through turbo) makes that case a success, so that the website still starts on its own.
import {editsLocalLake, sanityProject} from './env.mjs'
import {runSanity} from './sanity.mjs'

const PORT = '3333'

const NO_CONTENT_LAKE = `Sanity Studio not started: it has neither a Sanity project nor the local Content Lake.
Start it from the repository's root with \`npm run dev\`, which starts the local Content Lake on content/ and the
studio on it, or set these variables in the root .env (see .env.example) to edit a Sanity project:
  SANITY_PROJECT_ID  the id of your Sanity project (required)
  SANITY_DATASET     the dataset to edit (optional, defaults to "production")`

const [command, ...flags] = process.argv.slice(2)
if (command !== 'dev' || flags.some((flag) => flag !== '--if-configured')) {
  console.error('Usage: node scripts/studio.mjs dev [--if-configured]')
  process.exit(2)
}

if (!editsLocalLake(sanityProject().projectId) || process.env.SANITY_STUDIO_API_HOST) {
  process.exitCode = await runSanity(['dev', '--port', PORT])
} else {
  console.error(NO_CONTENT_LAKE)
  process.exitCode = flags.includes('--if-configured') ? 0 : 1
}
