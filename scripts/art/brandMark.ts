import {
  type SimpleIcon,
  siAircall,
  siBox,
  siBrevo,
  siCalendly,
  siConfluence,
  siDropbox,
  siDrupal,
  siGoogle,
  siHubspot,
  siJira,
  siMake,
  siMattermost,
  siMessenger,
  siMetabase,
  siMistralai,
  siNotion,
  siOdoo,
  siQlik,
  siSage,
  siSap,
  siUipath,
  siWhatsapp,
  siWordpress,
  siZapier,
  siZendesk,
} from 'simple-icons'

/**
 * The connectors whose brand Simple Icons draws, by connectorId, chosen by hand. A product the set has no mark of
 * its own for takes its maker's, which still designates it (Jira Service Management, SAP's suites, Qlik Sense,
 * WhatsApp Business, Google Workspace). Brands the set lacks or has removed (Microsoft's, ServiceNow, Salesforce,
 * Slack, OpenAI, Twilio…) keep their monogram; a named import fails the type check if an upgrade removes one.
 */
export const BRAND_ICONS: ReadonlyMap<string, SimpleIcon> = new Map([
  ['aircall', siAircall],
  ['box', siBox],
  ['brevo', siBrevo],
  ['calendly', siCalendly],
  ['confluence', siConfluence],
  ['dropbox', siDropbox],
  ['drupal', siDrupal],
  ['google-workspace', siGoogle],
  ['hubspot', siHubspot],
  ['jira-service-management', siJira],
  ['make', siMake],
  ['mattermost', siMattermost],
  ['messenger', siMessenger],
  ['metabase', siMetabase],
  ['mistral-ai', siMistralai],
  ['notion', siNotion],
  ['odoo', siOdoo],
  ['qlik-sense', siQlik],
  ['sage', siSage],
  ['sap-s4hana', siSap],
  ['sap-successfactors', siSap],
  ['uipath', siUipath],
  ['whatsapp-business', siWhatsapp],
  ['wordpress', siWordpress],
  ['zapier', siZapier],
  ['zendesk', siZendesk],
])

/** The same box as the monograms (96 × 96, corner radius 20), so swapping one for the other moves nothing. */
const SIZE = 96
const PADDING = 20
const LIGHT_TILE = '#ffffff'
const LIGHT_TILE_BORDER = '#d9d7e8'
const DARK_TILE = '#14142b'
/** WCAG 1.4.11: a graphic that carries meaning needs 3:1 against what surrounds it. */
export const NON_TEXT_CONTRAST = 3

/** WCAG 2's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (lighter! + 0.05) / (darker! + 0.05)
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/**
 * The brand's mark in the brand's colour on a tile: white when the colour stands out from white, the site's ink
 * otherwise (a light colour such as WhatsApp's green would fade on white; it always reaches 3:1 on the ink).
 */
export function brandMarkSvg(icon: SimpleIcon): {svg: string; width: number; height: number} {
  const colour = `#${icon.hex}`
  const light = contrastRatio(colour, LIGHT_TILE) >= NON_TEXT_CONTRAST
  const tile = light
    ? `<rect x="1" y="1" width="${SIZE - 2}" height="${SIZE - 2}" rx="19" fill="${LIGHT_TILE}" stroke="${LIGHT_TILE_BORDER}" stroke-width="2"/>`
    : `<rect width="${SIZE}" height="${SIZE}" rx="20" fill="${DARK_TILE}"/>`
  const mark = SIZE - 2 * PADDING
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}"><title>${escape(icon.title)}</title>${tile}<svg x="${PADDING}" y="${PADDING}" width="${mark}" height="${mark}" viewBox="0 0 24 24"><path fill="${colour}" d="${icon.path}"/></svg></svg>`
  return {svg, width: SIZE, height: SIZE}
}

/** The brand mark of a connector Simple Icons covers, or null when the set lacks its brand. */
export function brandMark(connectorId: string): {svg: string; width: number; height: number} | null {
  const icon = BRAND_ICONS.get(connectorId)
  return icon ? brandMarkSvg(icon) : null
}
