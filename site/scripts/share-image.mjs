// Draws the default share image of the bundled dataset: its SVG logo centred on a white 1200×630 PNG,
// since no social network draws SVG link previews. With Sanity configured, the image CDN renders the
// logo set in the studio instead (see src/platform/seo/shareImage.ts). Run again after changing the bundled logo:
//   node site/scripts/share-image.mjs
import {mkdirSync, readdirSync, readFileSync, rmSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

// sharp comes with Next.js (image optimisation) and the art tooling; nothing else draws images here.
import sharp from 'sharp'

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const contentDir = path.resolve(site, '..', 'content')
const outDir = path.join(site, 'public', 'partage')
const SIZE = {width: 1200, height: 630}
// The logo fills at most this much of the card, so every network's crop keeps it whole.
const LOGO_BOX = {width: 840, height: 300}

const settings = readFileSync(path.join(contentDir, 'data.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line))
  .find((doc) => doc._id === 'siteSettings')
const file = /^image@file:\/\/\.\/images\/(([a-f0-9]+)-\d+x\d+\.svg)$/.exec(settings?.logo?._sanityAsset ?? '')
if (!file) {
  console.log('The bundled logo is not an SVG: it is its own share image, nothing to draw.')
  process.exit(0)
}
const [, filename, assetId] = file

// Trimmed first: the drawing may not span its viewBox (the wordmark's width depends on the font).
const drawn = await sharp(path.join(contentDir, 'images', filename), {density: 600})
  .trim()
  .png()
  .toBuffer()
const logo = await sharp(drawn)
  .resize({...LOGO_BOX, fit: 'inside'})
  .png()
  .toBuffer()
mkdirSync(outDir, {recursive: true})
for (const old of readdirSync(outDir).filter((name) => /^logo-[a-f0-9]+\.png$/.test(name)))
  rmSync(path.join(outDir, old))
const target = path.join(outDir, `logo-${assetId}.png`)
await sharp({create: {...SIZE, channels: 3, background: '#ffffff'}})
  .composite([{input: logo, gravity: 'center'}])
  .png({compressionLevel: 9})
  .toFile(target)
console.log(`Share image: ${path.relative(site, target)}`)
