import {SLUG_PROJECTION} from '@parlia/schemas/pages/paths'
import {defineQuery} from 'next-sanity'

/** Every published redirect: its source, and its destination as an address or as the target's type and slug now. */
export const redirectsQuery = defineQuery(`*[_type == "redirect" && defined(source)]{
  source,
  url,
  "permanent": coalesce(permanent, true),
  "target": target->{_type, "slug": ${SLUG_PROJECTION}}
}`)
