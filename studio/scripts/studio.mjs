// `node scripts/studio.mjs dev [--if-configured]`: starts the studio on port 3333
// when a Sanity project is configured, otherwise explains how to configure one.
// `--if-configured` (used by the root `npm run dev`, through turbo) makes the
// unconfigured case a success, so that the website still starts on its own.
import {sanityProject} from './env.mjs'
import {runSanity} from './sanity.mjs'

const PORT = '3333'

const NOT_CONFIGURED = `Sanity Studio not started: no Sanity project is configured.
Set these variables in the repository's root .env (see .env.example):
  SANITY_PROJECT_ID  the id of your Sanity project (required)
  SANITY_DATASET     the dataset to edit (optional, defaults to "production")
The website does not need the studio: without a project it runs on the dataset bundled in content/.`

const [command, ...flags] = process.argv.slice(2)
if (command !== 'dev' || flags.some((flag) => flag !== '--if-configured')) {
  console.error('Usage: node scripts/studio.mjs dev [--if-configured]')
  process.exit(2)
}

if (sanityProject().projectId) {
  process.exitCode = await runSanity(['dev', '--port', PORT])
} else {
  console.error(NOT_CONFIGURED)
  process.exitCode = flags.includes('--if-configured') ? 0 : 1
}
