import {seeded} from './random'

type Variation = {kind: string; value: string}

/** What an avatar's artwork is drawn from: its category, its id, and at most one variation. */
export interface AvatarArtInput {
  avatarId: string
  category: 'humain' | 'robot' | 'animal' | 'autre'
  /** The theme an animal or "other" avatar is drawn as when no theme variation applies. */
  baseTheme?: string
  variation?: Variation
  /** Every variation of the avatar: a human's hair variation is told apart from its skin variations with them. */
  variations?: readonly Variation[]
  /** The hero rendition: the same figure with ears, eyebrows, shading and highlights, drawn at twice the size. */
  detailed?: boolean
}

export const AVATAR_SIZE = 256

const SKIN = {clair: '#f6d3b3', moyen: '#d39a6a', fonce: '#8a5635'}
const HAIR = {blond: '#e3bb4f', brun: '#4a2f1d', roux: '#b4461f'}
const COLOURS: Record<string, string> = {
  bleu: '#2f6fd6',
  orange: '#f08a24',
  rouge: '#d63b3b',
  vert: '#2f9e5b',
  violet: '#7c4ddb',
  rose: '#e4609b',
  jaune: '#f2c230',
}
const BACKDROP: Record<string, string> = {halloween: '#2b1b3f', noel: '#0f5a3a', ete: '#8fd3f4'}

const eyes = (y = 120, spread = 26, colour = '#1f1a33') =>
  `<circle cx="${128 - spread}" cy="${y}" r="8" fill="${colour}"/><circle cx="${128 + spread}" cy="${y}" r="8" fill="${colour}"/><circle cx="${128 - spread + 3}" cy="${y - 3}" r="2.5" fill="#fff"/><circle cx="${128 + spread + 3}" cy="${y - 3}" r="2.5" fill="#fff"/>`
const smile = (y = 146, colour = '#1f1a33') =>
  `<path d="M${108} ${y} q20 18 40 0" fill="none" stroke="${colour}" stroke-width="6" stroke-linecap="round"/>`
const face = (y = 120) => eyes(y) + smile(y + 26)

type Skin = keyof typeof SKIN
type Hair = keyof typeof HAIR

/** What a human variation changes: the skin, the hair colour and, to tell two variations apart, the hair length. */
export interface HumanLook {
  skin: Skin
  hair: Hair
  longHair: boolean
}

/** Dark skin gets a natural hair colour unless a hair variation asks for another. */
const naturalHair = (skin: Skin, hair: Hair): Hair => (skin === 'fonce' ? 'brun' : hair)

/** The base look the main image shows, drawn once from the avatar's id. */
function baseLook(avatarId: string): HumanLook & {shirt: string} {
  const random = seeded(avatarId)
  const skin = random.pick(Object.keys(SKIN) as Skin[])
  const hair = naturalHair(skin, random.pick(Object.keys(HAIR) as Hair[]))
  const longHair = random.next() > 0.5
  return {skin, hair, longHair, shirt: random.pick(Object.values(COLOURS))}
}

const sameLook = (a: HumanLook, b: HumanLook) => a.skin === b.skin && a.hair === b.hair && a.longHair === b.longHair

/**
 * The look of a human avatar, or of one of its variations: a skin variation keeps the base hair (natural on
 * dark skin), a hair variation the base skin; a hair variation that would look like the base or like one of
 * the avatar's skin variations wears its hair at the other length, so no two variations are the same picture.
 */
export function humanLook(input: Pick<AvatarArtInput, 'avatarId' | 'variation' | 'variations'>): HumanLook {
  const base = baseLook(input.avatarId)
  const skinLook = (skin: Skin): HumanLook => ({skin, hair: naturalHair(skin, base.hair), longHair: base.longHair})
  const {variation} = input
  if (variation?.kind === 'skin' && Object.hasOwn(SKIN, variation.value)) return skinLook(variation.value as Skin)
  if (variation?.kind !== 'hair' || !Object.hasOwn(HAIR, variation.value))
    return {skin: base.skin, hair: base.hair, longHair: base.longHair}
  const look: HumanLook = {skin: base.skin, hair: variation.value as Hair, longHair: base.longHair}
  const others = [
    base,
    ...(input.variations ?? [])
      .filter(({kind, value}) => kind === 'skin' && Object.hasOwn(SKIN, value))
      .map(({value}) => skinLook(value as Skin)),
  ]
  return others.some((other) => sameLook(other, look)) ? {...look, longHair: !look.longHair} : look
}

/** The hero's extra detail: ears, eyebrows, a nose, cheeks, shading on the face and a highlight in the hair. */
const humanDetail = {
  ears: (skin: string) =>
    `<ellipse cx="70" cy="128" rx="11" ry="16" fill="${skin}"/><ellipse cx="186" cy="128" rx="11" ry="16" fill="${skin}"/><ellipse cx="70" cy="128" rx="5" ry="9" fill="#1f1a33" fill-opacity="0.12"/><ellipse cx="186" cy="128" rx="5" ry="9" fill="#1f1a33" fill-opacity="0.12"/>`,
  face: (hair: string) =>
    `<path d="M70 130 q6 50 58 58 q-40 -14 -50 -58z" fill="#1f1a33" fill-opacity="0.08"/><path d="M88 100 q14 -10 28 -2 M140 98 q14 -8 28 2" fill="none" stroke="${hair}" stroke-width="6" stroke-linecap="round"/><path d="M128 124 q-6 12 2 16" fill="none" stroke="#1f1a33" stroke-opacity="0.35" stroke-width="3" stroke-linecap="round"/><ellipse cx="92" cy="146" rx="10" ry="6" fill="#e4609b" fill-opacity="0.3"/><ellipse cx="164" cy="146" rx="10" ry="6" fill="#e4609b" fill-opacity="0.3"/>`,
  highlight: `<path d="M96 62 q30 -14 62 -4" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6" stroke-linecap="round"/>`,
}

function human(input: AvatarArtInput, variation: AvatarArtInput['variation']) {
  const {shirt} = baseLook(input.avatarId)
  const look = humanLook(input)
  const skin = SKIN[look.skin]
  const hair = HAIR[look.hair]
  const parts = [
    look.longHair ? `<path d="M62 118 q-6 -74 66 -78 q72 4 66 78 v70 h-132z" fill="${hair}"/>` : '',
    `<path d="M56 256 q0 -62 72 -62 q72 0 72 62z" fill="${shirt}"/>`,
    `<rect x="112" y="168" width="32" height="34" rx="10" fill="${skin}"/>`,
    input.detailed ? humanDetail.ears(skin) : '',
    `<ellipse cx="128" cy="124" rx="58" ry="64" fill="${skin}"/>`,
    `<path d="M70 110 q2 -58 58 -60 q56 2 58 60 q-30 -30 -58 -24 q-30 -6 -58 24z" fill="${hair}"/>`,
    input.detailed ? humanDetail.face(hair) + humanDetail.highlight : '',
    face(),
  ]
  if (variation?.kind === 'eyewear') {
    const dark = variation.value === 'lunettes-de-soleil'
    parts.push(
      `<g fill="${dark ? '#1f1a33' : 'none'}" fill-opacity="${dark ? 0.9 : 0}" stroke="#1f1a33" stroke-width="5"><circle cx="102" cy="120" r="17"/><circle cx="154" cy="120" r="17"/><path d="M119 120 h18"/></g>`,
    )
  }
  if (variation?.kind === 'outfit' && variation.value === 'casque') {
    parts.push(
      `<path d="M66 128 q0 -72 62 -72 q62 0 62 72" fill="none" stroke="#1f1a33" stroke-width="9"/><rect x="54" y="112" width="20" height="38" rx="8" fill="#1f1a33"/><rect x="182" y="112" width="20" height="38" rx="8" fill="#1f1a33"/><path d="M192 150 q0 30 -40 32" fill="none" stroke="#1f1a33" stroke-width="5"/><circle cx="150" cy="182" r="7" fill="#1f1a33"/>`,
    )
  }
  if (variation?.kind === 'outfit' && variation.value === 'tenue') {
    parts.push(
      `<path d="M104 198 l24 22 l24 -22 l-8 58 h-32z" fill="#ffffff"/><path d="M122 210 h12 l4 46 h-20z" fill="#1f1a33"/>`,
    )
  }
  return parts.join('')
}

function robot(input: AvatarArtInput, variation: AvatarArtInput['variation']) {
  const random = seeded(input.avatarId)
  const body = COLOURS[variation?.kind === 'colour' ? variation.value : random.pick(Object.keys(COLOURS))]!
  return [
    `<path d="M128 40 v26" stroke="#3b3558" stroke-width="6"/><circle cx="128" cy="36" r="10" fill="#ffb547"/>`,
    `<path d="M60 256 q0 -52 68 -52 q68 0 68 52z" fill="${body}"/>`,
    `<rect x="56" y="66" width="144" height="124" rx="34" fill="${body}"/>`,
    `<rect x="76" y="90" width="104" height="64" rx="20" fill="#1f1a33"/>`,
    `<circle cx="106" cy="120" r="11" fill="#7ef0ff"/><circle cx="150" cy="120" r="11" fill="#7ef0ff"/>`,
    `<rect x="100" y="166" width="56" height="10" rx="5" fill="#1f1a33" fill-opacity="0.6"/>`,
    `<rect x="40" y="110" width="18" height="40" rx="8" fill="#3b3558"/><rect x="198" y="110" width="18" height="40" rx="8" fill="#3b3558"/>`,
  ].join('')
}

const THEMES: Record<string, () => string> = {
  chat: () =>
    `<path d="M66 92 l14 -52 l36 34z M190 92 l-14 -52 l-36 34z" fill="#8a8fa3"/><ellipse cx="128" cy="136" rx="72" ry="66" fill="#a3a8bb"/>${face(128)}<path d="M60 150 h40 M60 162 h40 M156 150 h40 M156 162 h40" stroke="#1f1a33" stroke-width="3"/>`,
  elephant: () =>
    `<ellipse cx="66" cy="124" rx="44" ry="54" fill="#8e9ab8"/><ellipse cx="190" cy="124" rx="44" ry="54" fill="#8e9ab8"/><ellipse cx="128" cy="124" rx="62" ry="64" fill="#a9b4cf"/><path d="M118 150 q-4 60 24 70 q10 2 8 -10 q-20 -8 -14 -60z" fill="#a9b4cf"/>${eyes(114)}`,
  girafe: () =>
    `<rect x="104" y="40" width="8" height="34" fill="#a0662a"/><rect x="144" y="40" width="8" height="34" fill="#a0662a"/><circle cx="108" cy="40" r="9" fill="#a0662a"/><circle cx="148" cy="40" r="9" fill="#a0662a"/><ellipse cx="128" cy="130" rx="60" ry="70" fill="#f2c04b"/><circle cx="96" cy="96" r="10" fill="#c98a33"/><circle cx="162" cy="102" r="12" fill="#c98a33"/><circle cx="150" cy="176" r="9" fill="#c98a33"/>${face(124)}`,
  panda: () =>
    `<circle cx="76" cy="76" r="24" fill="#1f1a33"/><circle cx="180" cy="76" r="24" fill="#1f1a33"/><ellipse cx="128" cy="132" rx="72" ry="66" fill="#ffffff" stroke="#d9d7e8" stroke-width="3"/><ellipse cx="100" cy="124" rx="18" ry="22" fill="#1f1a33"/><ellipse cx="156" cy="124" rx="18" ry="22" fill="#1f1a33"/><circle cx="102" cy="122" r="6" fill="#fff"/><circle cx="154" cy="122" r="6" fill="#fff"/><ellipse cx="128" cy="152" rx="10" ry="7" fill="#1f1a33"/>${smile(162)}`,
  renard: () =>
    `<path d="M56 70 l30 70 l-4 -78z M200 70 l-30 70 l4 -78z" fill="#e0702a"/><path d="M52 100 q76 -50 152 0 l-76 110z" fill="#f08a3c"/><path d="M76 132 q52 30 104 0 l-52 78z" fill="#ffffff"/>${eyes(126, 30)}<ellipse cx="128" cy="196" rx="9" ry="7" fill="#1f1a33"/>`,
  bulle: () =>
    `<rect x="40" y="56" width="176" height="132" rx="40" fill="#4b2fd6"/><path d="M80 186 l-10 44 l48 -44z" fill="#4b2fd6"/>${eyes(114, 30, '#ffffff')}${smile(140, '#ffffff')}`,
  cactus: () =>
    `<rect x="88" y="48" width="80" height="170" rx="40" fill="#3aa65c"/><rect x="40" y="108" width="40" height="70" rx="20" fill="#3aa65c"/><rect x="60" y="158" width="36" height="20" fill="#3aa65c"/><rect x="176" y="88" width="40" height="64" rx="20" fill="#3aa65c"/><rect x="160" y="130" width="36" height="20" fill="#3aa65c"/><path d="M80 218 h96 l-10 38 h-76z" fill="#c8643b"/>${face(110)}`,
  livre: () =>
    `<path d="M28 70 q50 -20 100 6 v150 q-50 -26 -100 -6z" fill="#ffffff" stroke="#4b2fd6" stroke-width="6"/><path d="M228 70 q-50 -20 -100 6 v150 q50 -26 100 -6z" fill="#ebe7ff" stroke="#4b2fd6" stroke-width="6"/>${eyes(128, 40)}${smile(160)}`,
  'nuage-de-questions': () =>
    `<path d="M64 182 q-40 0 -40 -38 q0 -36 40 -38 q4 -50 56 -50 q40 0 54 34 q50 -4 56 44 q4 48 -46 48z" fill="#dbe7ff" stroke="#1d4ed8" stroke-width="5"/><path d="M104 92 q0 -16 16 -16 q16 0 16 14 q0 10 -12 16 v10" fill="none" stroke="#1d4ed8" stroke-width="6" stroke-linecap="round"/><circle cx="124" cy="132" r="4" fill="#1d4ed8"/>${eyes(150, 30)}${smile(168)}`,
  fantome: () =>
    `<path d="M52 230 v-110 q0 -80 76 -80 q76 0 76 80 v110 l-19 -18 l-19 18 l-19 -18 l-19 18 l-19 -18 l-19 18 l-19 -18z" fill="#ffffff" stroke="#d9d7e8" stroke-width="4"/>${eyes(118)}<ellipse cx="128" cy="158" rx="12" ry="16" fill="#1f1a33"/>`,
}

export const AVATAR_THEMES = Object.keys(THEMES)

function themed(input: AvatarArtInput, variation: AvatarArtInput['variation']) {
  const theme = variation?.kind === 'theme' ? variation.value : input.baseTheme
  const draw = theme ? THEMES[theme] : undefined
  if (!draw) throw new Error(`Avatar ${input.avatarId}: no artwork for theme "${theme}"`)
  return draw()
}

function seasonal(value: string) {
  if (value === 'halloween') {
    return `<path d="M66 64 l62 -56 l62 56z" fill="#1f1a33"/><ellipse cx="128" cy="64" rx="86" ry="12" fill="#1f1a33"/><rect x="96" y="44" width="64" height="10" fill="#f08a24"/><circle cx="36" cy="222" r="18" fill="#f08a24"/><path d="M36 204 v-8" stroke="#2f9e5b" stroke-width="5"/>`
  }
  if (value === 'noel') {
    return `<path d="M70 74 q40 -70 120 -40 q-20 10 -22 40z" fill="#d63b3b"/><rect x="60" y="66" width="136" height="20" rx="10" fill="#ffffff"/><circle cx="196" cy="34" r="13" fill="#ffffff"/><circle cx="32" cy="40" r="4" fill="#fff"/><circle cx="220" cy="120" r="4" fill="#fff"/><circle cx="40" cy="180" r="4" fill="#fff"/>`
  }
  return `<circle cx="214" cy="40" r="26" fill="#ffd23f"/><g fill="#1f1a33" fill-opacity="0.85"><rect x="82" y="106" width="40" height="24" rx="10"/><rect x="134" y="106" width="40" height="24" rx="10"/></g><path d="M122 116 h12" stroke="#1f1a33" stroke-width="5"/>`
}

/** The hero's depth for robots, animals and others: a shadow on the ground and a light from the top left. */
const DEPTH = `<ellipse cx="128" cy="240" rx="80" ry="10" fill="#1f1a33" fill-opacity="0.12"/>`
const LIGHT = `<path d="M70 70 q20 -22 52 -26" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="8" stroke-linecap="round"/>`

/**
 * The artwork of an avatar, or of one of its variations: a 256 × 256 SVG with no text; the detailed hero
 * rendition says 512 × 512, the size the page's hero shows it at.
 */
export function avatarSvg(input: AvatarArtInput): string {
  const {variation, detailed} = input
  const season = variation?.kind === 'season' ? variation.value : undefined
  const background = season
    ? BACKDROP[season]!
    : seeded(`${input.avatarId}:bg`).pick(['#ebe7ff', '#d5f5ef', '#fff1cc', '#ffe1ec', '#dbe7ff'])
  const figure =
    input.category === 'humain'
      ? human(input, variation)
      : input.category === 'robot'
        ? robot(input, variation)
        : themed(input, variation)
  const depth = detailed && input.category !== 'humain' ? [DEPTH, LIGHT] : ['', '']
  const size = detailed ? AVATAR_SIZE * 2 : AVATAR_SIZE
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${AVATAR_SIZE} ${AVATAR_SIZE}" width="${size}" height="${size}"><rect width="256" height="256" rx="48" fill="${background}"/>${depth[0]}${figure}${depth[1]}${season ? seasonal(season) : ''}</svg>`
}
