import {existsSync, readFileSync} from 'node:fs'
import {join} from 'node:path'

import {zipSync, type Zippable} from 'fflate'
import sharp from 'sharp'

import {type ExportedDocument, placeholderPath, saveAsset} from '../content/dataset'
import {type AvatarArtInput, avatarSvg, AVATAR_SIZE} from './avatar'
import {brandMark} from './brandMark'
import {cover, type CoverDesign, type ListedDocument, planCovers} from './cover'
import {monogram, wordmark} from './monogram'
import {BRAND_PALETTES} from './random'
import {valueIcon} from './topicIcon'
import {whitePaperFile, type WhitePaperDocument} from './whitePaperFile'

type Art = {svg: string; width: number; height: number}
type Image = {_type?: string; alt?: string; _sanityAsset?: string} & Record<string, unknown>

/** The fields of the export documents that carry artwork, as far as the generator reads them. */
interface ArtFields {
  name?: string
  client?: string
  title?: string
  summary?: string
  publishedAt?: string
  date?: string
  connectorId?: {current: string}
  postId?: {current: string}
  useCaseId?: {current: string}
  slug?: {current: string}
  categories?: {_ref: string}[]
  logo?: Image
  cover?: Image
  image?: Image
  png?: Image
  file?: Image
  hero?: {title?: string; image?: Image}
  body?: (Image & {_key: string})[]
  customerLogos?: {customers?: {name: string; logo?: Image}[]}
  values?: {items?: {key?: string; icon?: Image}[]}
}

/** An avatar document's artwork fields. */
interface AvatarFields {
  avatarId?: {current: string}
  category?: AvatarArtInput['category']
  image?: Image
  png?: Image
  heroImage?: Image
  archive?: Image
  variations?: {kind: string; value: string; image?: Image; png?: Image}[]
}

/** Marks our artwork, so a later run replaces it but never an image an editor uploaded. */
const GENERATOR_MARK = 'data-generator="parlia-art"'
const PNG_SIZE = 512

export interface ArtReport {
  generated: number
  kept: number
}

export async function generateArt(contentDir: string, documents: ExportedDocument[]): Promise<ArtReport> {
  const report: ArtReport = {generated: 0, kept: 0}
  const settings = documents.find((doc) => doc._id === 'siteSettings') as
    {brandName?: string; tagline?: string; contactEmail?: string} | undefined
  const brand = {
    name: settings?.brandName ?? 'Parlia',
    tagline: settings?.tagline,
    contactEmail: settings?.contactEmail,
  }

  const replaceable = (image: Image | undefined) => {
    const path = placeholderPath(image?._sanityAsset)
    if (!path || !existsSync(join(contentDir, path))) return true
    return path.endsWith('.svg') && readFileSync(join(contentDir, path), 'utf8').includes(GENERATOR_MARK)
  }

  /** Sets the artwork of an image field unless an editor's own image is there. */
  const draw = (image: Image | undefined, art: () => Art, type = 'accessibleImage'): Image => {
    if (!replaceable(image)) {
      report.kept += 1
      return image!
    }
    report.generated += 1
    const {svg, width, height} = art()
    const marked = svg.replace('<svg ', `<svg ${GENERATOR_MARK} `)
    return {
      ...image,
      _type: image?._type ?? type,
      _sanityAsset: saveAsset(contentDir, marked, {kind: 'image', width, height, extension: 'svg'}),
    }
  }

  /** The PNG rendition offered for download, always derived from the image beside it. */
  const png = async (image: Image): Promise<Image> => {
    const path = placeholderPath(image._sanityAsset)!
    const data = await sharp(join(contentDir, path), {density: 300}).resize(PNG_SIZE, PNG_SIZE).png().toBuffer()
    report.generated += 1
    return {
      _type: 'image',
      _sanityAsset: saveAsset(contentDir, data, {kind: 'image', width: PNG_SIZE, height: PNG_SIZE, extension: 'png'}),
    }
  }

  /**
   * An avatar's main image, its detailed hero rendition (only over generated art: an editor's image has none),
   * each variation, their PNG renditions, and the ZIP of them all offered as « Tout télécharger ».
   */
  const drawAvatar = async (d: ExportedDocument & AvatarFields) => {
    const variations = (d.variations ?? []).map(({kind, value}) => ({kind, value}))
    const base: AvatarArtInput = {
      avatarId: d.avatarId!.current,
      category: d.category!,
      baseTheme: variations.find((variation) => variation.kind === 'theme')?.value,
      variations,
    }
    const artOf = (input: Partial<AvatarArtInput>) => () => {
      const svg = avatarSvg({...base, ...input})
      const size = input.detailed ? AVATAR_SIZE * 2 : AVATAR_SIZE
      return {svg, width: size, height: size}
    }
    d.image = draw(d.image, artOf({}))
    d.png = await png(d.image)
    if (replaceable(d.image)) d.heroImage = draw(d.heroImage, artOf({detailed: true}), 'image')
    else delete d.heroImage
    for (const variation of d.variations ?? []) {
      variation.image = draw(variation.image, artOf({variation: {kind: variation.kind, value: variation.value}}))
      variation.png = await png(variation.image)
    }
    const avatarId = base.avatarId
    const entries = [
      {name: avatarId, image: d.image, png: d.png},
      ...(d.variations ?? []).map((variation) => ({
        name: `${avatarId}-${variation.kind}-${variation.value}`,
        ...variation,
      })),
    ]
    const archive = avatarArchive(contentDir, entries)
    // Its size, for the link's label: the bundled dataset's file assets have none.
    d.archive = {
      _type: 'file',
      bytes: archive.length,
      _sanityAsset: saveAsset(contentDir, archive, {kind: 'file', extension: 'zip'}),
    }
    report.generated += 1
  }

  const covers = coverPlan(documents as (ExportedDocument & ArtFields)[])
  const coverOf =
    (doc: ExportedDocument, width?: number, height?: number, nth = 0) =>
    () => {
      const design = covers.get(doc._id)!
      const seed = doc._id.replace(/^drafts\./, '')
      // An article's inline pictures take the palettes and compositions after its cover's, so none repeats it.
      return cover(
        {...design, palette: design.palette + nth, layout: design.layout + nth},
        nth ? `${seed}:${nth}` : seed,
        width,
        height,
      )
    }

  for (const doc of documents) {
    const d = doc as ExportedDocument & ArtFields
    switch (doc._type) {
      case 'connector': {
        const connectorId = d.connectorId?.current
        d.logo = draw(d.logo, () => (connectorId ? brandMark(connectorId) : null) ?? monogram(d.name!))
        break
      }
      case 'customerCase':
        d.logo = draw(d.logo, () => wordmark(d.client!))
        break
      case 'homePage':
        // Its hero shows an example conversation, drawn by the site in HTML and CSS.
        for (const customer of d.customerLogos?.customers ?? [])
          customer.logo = draw(customer.logo, () => wordmark(customer.name))
        for (const value of d.values?.items ?? []) value.icon = draw(value.icon, () => valueIconArt(value.key), 'image')
        break
      case 'post':
        d.cover = draw(d.cover, coverOf(doc))
        for (const [index, block] of (d.body ?? []).filter((block) => block._type === 'bodyImage').entries()) {
          Object.assign(block, draw(block, coverOf(doc, 960, 540, index + 1), 'bodyImage'))
        }
        break
      case 'whitePaper': {
        d.cover = draw(d.cover, coverOf(doc, 900, 1200))
        const {file, pageCount, generated} = await whitePaperFile(contentDir, doc as WhitePaperDocument, brand)
        Object.assign(d, {file, pageCount})
        report[generated ? 'generated' : 'kept'] += 1
        break
      }
      case 'webinar':
        d.cover = draw(d.cover, coverOf(doc))
        break
      case 'useCase':
      case 'solutionPage':
      case 'aboutPage':
        d.hero = {...d.hero, image: draw(d.hero?.image, coverOf(doc, 960, 720))}
        break
      case 'avatar':
        await drawAvatar(d as ExportedDocument & AvatarFields)
        break
    }
  }
  return report
}

/** The page families whose documents get a cover, each drawn so that no two of its listing look alike. */
const COVERED_TYPES = ['post', 'useCase', 'solutionPage', 'whitePaper', 'webinar', 'aboutPage'] as const

/** A document's subject as the cover reads it; a draft is listed as the document it will publish. */
function listed(doc: ExportedDocument & ArtFields, categorySlugs: Map<string, string>): ListedDocument {
  const kind = doc._type === 'aboutPage' ? 'page' : (doc._type as Exclude<(typeof COVERED_TYPES)[number], 'aboutPage'>)
  return {
    id: doc._id.replace(/^drafts\./, ''),
    topic: {
      kind,
      slug: (doc.postId ?? doc.useCaseId ?? doc.slug)?.current,
      title: doc.title ?? doc.hero?.title,
      categories: (doc.categories ?? []).flatMap(({_ref}) => categorySlugs.get(_ref) ?? []),
    },
  }
}

/** Every covered document's design, listing by listing in publication order (then by id), keyed by document id. */
export function coverPlan(documents: (ExportedDocument & ArtFields)[]): Map<string, CoverDesign> {
  const categorySlugs = new Map(
    documents.flatMap((doc) =>
      doc._type === 'blogCategory' && doc.slug ? [[doc._id, doc.slug.current] as const] : [],
    ),
  )
  const byId = new Map<string, CoverDesign>()
  for (const type of COVERED_TYPES) {
    const members = documents
      .filter((doc) => doc._type === type)
      .sort(
        (a, b) =>
          (a.publishedAt ?? a.date ?? '').localeCompare(b.publishedAt ?? b.date ?? '') || a._id.localeCompare(b._id),
      )
    const plan = planCovers(members.map((doc) => listed(doc, categorySlugs)))
    for (const doc of members) byId.set(doc._id, plan.get(listed(doc, categorySlugs).id)!)
  }
  return byId
}

/** A home page value's icon: the Lucide icon in the brand's ink on its soft tint, drawn at the 48 px it is shown at. */
function valueIconArt(key: string | undefined): Art {
  const {shapes} = valueIcon(key)
  const [ink, soft] = BRAND_PALETTES[0]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><rect width="48" height="48" rx="12" fill="${soft}"/><g transform="translate(12 12)" fill="none" stroke="${ink}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</g></svg>`
  return {svg, width: 48, height: 48}
}

/** A fixed date inside the ZIP, so the same images always give the same archive (content:art stays idempotent). */
const ARCHIVE_DATE = new Date('2025-01-01T00:00:00Z')

/** The ZIP of an avatar's images, each in its own format (SVG for generated art) and as PNG, named as the page's downloads. */
function avatarArchive(contentDir: string, entries: {name: string; image?: Image; png?: Image}[]): Buffer {
  const files: Zippable = {}
  for (const {name, image, png} of entries) {
    for (const file of [image, png]) {
      const path = placeholderPath(file?._sanityAsset)
      if (!path) continue
      const extension = path.slice(path.lastIndexOf('.') + 1)
      // PNG is already compressed: stored as is, the archive builds faster and no larger.
      files[`${name}.${extension}`] = [readFileSync(join(contentDir, path)), {level: extension === 'png' ? 0 : 9}]
    }
  }
  return Buffer.from(zipSync(files, {mtime: ARCHIVE_DATE}))
}
