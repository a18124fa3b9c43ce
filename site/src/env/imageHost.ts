/**
 * The image CDN's origin (`NEXT_PUBLIC_SANITY_IMAGE_HOST`, checked by publicSchema.ts at build and start).
 * A module of its own: the shell's images need it, and the rest of the public configuration would ride along.
 */
const DEFAULT_SANITY_IMAGE_HOST = 'https://cdn.sanity.io'

export const sanityImageHostOf = (raw: string | undefined) => (raw?.trim() || DEFAULT_SANITY_IMAGE_HOST).replace(/\/+$/, '')

export const SANITY_IMAGE_HOST = sanityImageHostOf(process.env.NEXT_PUBLIC_SANITY_IMAGE_HOST)
