/**
 * Whether a resolved image is served by the image CDN: resolveImage (image.ts) gives the CDN's absolute URL,
 * or a path under /content/images/ for the bundled dataset. A module of its own, free of configuration, so
 * the browser code that asks (ContentImage's loader, the avatar downloads) carries nothing else.
 */
export const fromImageCdn = (src: string) => /^https?:\/\//.test(src)
