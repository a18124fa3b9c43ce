// `npm run webhook:config`: the Sanity webhook the site needs (sanity.io/manage › API › Webhooks), read from the code
// that handles it, so that no document lists it by hand (a hand copy had left out the assistant's intents).
import {SANITY_API_VERSION} from '@parlia/schemas/constants/sanityApi'
import {WEBHOOK_CONFIG} from '@parlia/schemas/pages/paths'

const site = process.env.NEXT_PUBLIC_SITE_URL?.replace(/\/+$/u, '') || '<NEXT_PUBLIC_SITE_URL>'

console.log(
  [
    `URL:          ${site}/api/revalidate`,
    `Dataset:      the one SANITY_DATASET names (${process.env.SANITY_DATASET || 'production'})`,
    'Trigger on:   create, update, delete (drafts and versions off: an unpublish is a delete)',
    `Filter:       ${WEBHOOK_CONFIG.filter}`,
    `Projection:   ${WEBHOOK_CONFIG.projection}`,
    `HTTP method:  POST, no extra headers, API version v${SANITY_API_VERSION}`,
    'Secret:       the value of SANITY_REVALIDATE_SECRET in the site’s environment',
  ].join('\n'),
)
