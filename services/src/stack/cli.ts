// `tsx services/src/stack/cli.ts`: starts the local stack and prints one JSON line, {env, admin}, then serves
// until it is told to stop (SIGINT, SIGTERM) or its parent goes away (stdin closes). The end-to-end runner of
// the site starts it this way, its specs being in another process.
import {startStack} from '.'

const cdnLagMs = process.env.CONTENT_LAKE_CDN_LAG_MS ? Number(process.env.CONTENT_LAKE_CDN_LAG_MS) : undefined
// The built Studio the lake serves, and the site it publishes to (stack/studio.ts): both or neither.
const {STACK_STUDIO_APP: app, STACK_STUDIO_SITE_URL: siteUrl} = process.env
const studio = app && siteUrl ? {app, siteUrl} : undefined

// The dataset the lake serves, when not the bundled one (bench:scale's scaled copies).
const contentDir = process.env.STACK_CONTENT_DIR || undefined

startStack({cdnLagMs, studio, contentDir}).then(
  (stack) => {
    process.stdout.write(`${JSON.stringify({env: stack.env, admin: stack.admin})}\n`)
    const stop = () => void stack.close().then(() => process.exit(0))
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
    process.stdin.on('end', stop).resume()
  },
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
