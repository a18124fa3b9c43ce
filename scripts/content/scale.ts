/**
 * `npm run content:scale -- 10` (or `-- 100`): a copy of the bundled dataset with that many times the articles,
 * connectors, FAQ entries, use cases, customer cases and job offers, for the site to be measured on (issue 29):
 * `CONTENT_DIR=.data/content-x10 npm start`. Each copy has its own id and slug, a title and a body of its own (blocks of
 * several originals of its type, and a generated opening about a sector and a city, so that the searches see varied
 * text), the originals' references (all valid) and their images, which the copies share.
 */
import {cpSync, existsSync, mkdirSync, rmSync} from 'node:fs'
import {join, resolve} from 'node:path'

import {seeded} from '../art/random'
import {runCommand} from './cli'
import {type ExportedDocument, readDataset, writeDataset} from './dataset'
import {CONTENT_DIR, REPO_ROOT} from './env'

/** The types a real team publishes week after week, with the fields that make each copy a document of its own. */
const SCALED = {
  post: {slug: 'postId', title: 'title', max: 110, body: 'body'},
  connector: {slug: 'connectorId', title: 'name', max: 60, body: 'body'},
  faq: {slug: null, title: 'question', max: 160, body: 'answer'},
  useCase: {slug: 'useCaseId', title: 'title', max: 60, body: null},
  customerCase: {slug: 'slug', title: 'client', max: 80, body: null},
  job: {slug: 'jobId', title: 'title', max: 90, body: 'description'},
} as const satisfies Record<string, {slug: string | null; title: string; max: number; body: string | null}>

type ScaledType = keyof typeof SCALED

const CITIES = [
  'Lyon', 'Nantes', 'Lille', 'Rennes', 'Bordeaux', 'Grenoble', 'Strasbourg', 'Montpellier', 'Toulouse', 'Dijon',
  'Rouen', 'Clermont-Ferrand', 'Tours', 'Metz', 'Brest', 'Besançon', 'Nîmes', 'Angers', 'Caen', 'Limoges',
]
const SECTORS = [
  'un centre hospitalier', 'une université', 'une communauté d’agglomération', 'une mutuelle', 'un éditeur de logiciels',
  'un bailleur social', 'une caisse de retraite', 'un groupe de distribution', 'une école d’ingénieurs',
  'un département', 'une chambre de commerce', 'un réseau de transports', 'un cabinet d’expertise comptable',
  'une fédération sportive', 'un industriel de l’agroalimentaire', 'une plateforme logistique',
]
const OPENINGS = [
  (sector: string, city: string) =>
    `À ${city}, ${sector} a voulu répondre plus vite aux questions qui reviennent chaque semaine, sans recruter.`,
  (sector: string, city: string) =>
    `Pour ${sector} de ${city}, l’enjeu était d’abord de libérer l’équipe des demandes simples, le soir comme le week-end.`,
  (sector: string, city: string) =>
    `Les équipes de ${sector} installé à ${city} recevaient les mêmes demandes par téléphone, par courriel et sur le portail.`,
  (sector: string, city: string) =>
    `Ce retour d’expérience vient de ${sector} près de ${city}, où le service d’accueil traitait plusieurs centaines de demandes par jour.`,
  (sector: string, city: string) =>
    `Dans ${sector} de la région de ${city}, la priorité était la confidentialité des échanges et l’hébergement en France.`,
  (sector: string, city: string) =>
    `Comment ${sector} de ${city} a-t-il réduit ses délais de réponse ? En partant des questions réellement posées.`,
]

interface Block {
  _type: string
  _key?: string
  [field: string]: unknown
}

const slugObject = (current: string) => ({_type: 'slug', current})

/** The title with its city, when it fits the field's limit; else the copy's number. */
function retitled(title: string, city: string, copy: number, max: number): string {
  // Past the list of cities, the round through it tells two copies in one city apart.
  const round = Math.floor((copy - 1) / CITIES.length)
  const withCity = `${title} (${city}${round ? ` ${round + 1}` : ''})`
  return withCity.length <= max ? withCity : `${title.slice(0, max - String(copy).length - 3).trimEnd()} (${copy})`
}

/** A body of blocks of several originals of the type, after an opening of its own; keys made unique in it. */
function mixedBody(opening: string, sources: Block[][], pick: () => number, copy: number): Block[] {
  const blocks: Block[] = [
    {
      _type: 'block',
      _key: `ouverture${copy}`,
      style: 'normal',
      markDefs: [],
      children: [{_type: 'span', _key: `ouverture${copy}s`, text: opening, marks: []}],
    },
  ]
  for (const source of sources) {
    const start = Math.floor(pick() * Math.max(1, source.length - 2))
    blocks.push(...source.slice(start, start + 3))
  }
  return blocks.map((block, index) => ({...block, _key: `${block._key ?? 'b'}${copy}x${index}`}))
}

/** The dataset with `factor` times the scaled types' published documents (the originals first, then their copies). */
export function scaledDataset(documents: ExportedDocument[], factor: number): ExportedDocument[] {
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`The factor is a whole number from 1: ${factor}`)
  const random = seeded(`content-scale-${factor}`)
  const copies: ExportedDocument[] = []
  for (const type of Object.keys(SCALED) as ScaledType[]) {
    const fields = SCALED[type]
    const originals = documents.filter((doc) => doc._type === type && !doc._id.startsWith('drafts.'))
    const bodies = fields.body
      ? originals.map((doc) => (doc[fields.body] as Block[] | undefined) ?? []).filter((body) => body.length)
      : []
    for (let copy = 1; copy < factor; copy += 1) {
      for (const [index, original] of originals.entries()) {
        const city = CITIES[(copy - 1 + index) % CITIES.length]!
        const sector = random.pick(SECTORS)
        const document: ExportedDocument = {
          ...structuredClone(original),
          _id: `${original._id}-x${copy}`,
          [fields.title]: retitled(String(original[fields.title] ?? ''), city, copy, fields.max),
        }
        if (fields.slug) {
          const slug = (original[fields.slug] as {current?: string} | undefined)?.current ?? original._id
          document[fields.slug] = slugObject(`${slug}-${copy}`)
        }
        if (fields.body && bodies.length) {
          const sources = [original[fields.body] as Block[], random.pick(bodies), random.pick(bodies)]
          document[fields.body] = mixedBody(random.pick(OPENINGS)(sector, city), sources, random.next, copy)
        }
        // The home page and the menus feature a few originals: copies are never popular nor featured.
        if (type === 'faq') document.popular = false
        if (type === 'connector') document.featured = false
        if (type === 'post' && typeof original.publishedAt === 'string') {
          // A week earlier per copy: the blog's list and its categories get as many pages as a long-lived blog.
          document.publishedAt = new Date(Date.parse(original.publishedAt) - copy * 7 * 86_400_000).toISOString()
        }
        copies.push(document)
      }
    }
  }
  return [...documents, ...copies]
}

/**
 * Writes the scaled dataset into `outDir` with the bundled dataset's images/ and files/ (a few megabytes), copied: the
 * site refuses to read a file through a link that leads out of its content folder.
 */
export function writeScaledDataset(outDir: string, factor: number, contentDir = CONTENT_DIR): ExportedDocument[] {
  const documents = scaledDataset(readDataset(contentDir), factor)
  rmSync(outDir, {recursive: true, force: true})
  mkdirSync(outDir, {recursive: true})
  for (const folder of ['images', 'files']) {
    if (existsSync(join(contentDir, folder))) cpSync(join(contentDir, folder), join(outDir, folder), {recursive: true})
  }
  writeDataset(outDir, documents)
  return documents
}

const USAGE = 'Usage : npm run content:scale -- FACTEUR [--out DOSSIER] (par exemple 10 ou 100)'

if (require.main === module) {
  runCommand(async () => {
    const [factorText, option, out] = process.argv.slice(2)
    const factor = Number(factorText)
    if (!Number.isInteger(factor) || factor < 1 || (option !== undefined && (option !== '--out' || !out))) {
      throw new Error(USAGE)
    }
    const outDir = resolve(process.env.INIT_CWD ?? REPO_ROOT, out ?? join(REPO_ROOT, '.data', `content-x${factor}`))
    const documents = writeScaledDataset(outDir, factor)
    const counts = Object.keys(SCALED).map(
      (type) => `${type} ${documents.filter((doc) => doc._type === type && !doc._id.startsWith('drafts.')).length}`,
    )
    console.log(`${documents.length} documents écrits dans ${outDir} (${counts.join(', ')}).`)
    console.log(`Pour servir le site sur ce contenu : CONTENT_DIR=${outDir} npm start`)
  })
}
