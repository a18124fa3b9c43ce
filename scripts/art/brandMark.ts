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
import {icons as logos} from '@iconify-json/logos'
import {getIconData, iconToSVG} from '@iconify/utils'

/**
 * The connectors whose brand Simple Icons draws, by connectorId, chosen by hand. A product the set has no mark of
 * its own for takes its maker's, which still designates it (Jira Service Management, SAP's suites, Qlik Sense,
 * WhatsApp Business, Google Workspace). Brands the set lacks or has removed (Microsoft's, Salesforce, Slack…) come
 * from the Logos set below, or keep their monogram (ServiceNow, GLPI…); a named import fails the type check if an
 * upgrade removes one.
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

/**
 * The brands Simple Icons lacks but Iconify's full-colour Logos set (CC0) draws, by connectorId, chosen by hand, with
 * the brand's name. A product with no mark of its own takes its maker's: Microsoft's for its suites and directory,
 * Azure's for Azure OpenAI. The test checks every name exists in the installed set.
 */
export const LOGO_ICONS: ReadonlyMap<string, {name: string; title: string}> = new Map([
  ['active-directory', {name: 'microsoft-icon', title: 'Microsoft'}],
  ['alfresco', {name: 'alfresco', title: 'Alfresco'}],
  ['azure-openai', {name: 'microsoft-azure', title: 'Microsoft Azure'}],
  ['microsoft-365', {name: 'microsoft-icon', title: 'Microsoft'}],
  ['microsoft-bookings', {name: 'microsoft-icon', title: 'Microsoft'}],
  ['microsoft-dynamics-365', {name: 'microsoft-icon', title: 'Microsoft'}],
  ['microsoft-entra-id', {name: 'microsoft-icon', title: 'Microsoft'}],
  ['microsoft-teams', {name: 'microsoft-teams', title: 'Microsoft Teams'}],
  ['openai', {name: 'openai-icon', title: 'OpenAI'}],
  ['outlook', {name: 'microsoft-icon', title: 'Microsoft'}],
  ['power-automate', {name: 'microsoft-icon', title: 'Microsoft'}],
  ['power-bi', {name: 'microsoft-power-bi', title: 'Microsoft Power BI'}],
  ['salesforce', {name: 'salesforce', title: 'Salesforce'}],
  ['sharepoint', {name: 'microsoft-icon', title: 'Microsoft'}],
  ['slack', {name: 'slack-icon', title: 'Slack'}],
  ['twilio', {name: 'twilio-icon', title: 'Twilio'}],
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

/** A full-colour logo of the Logos set on the white tile (drawn for white backgrounds), in the same box. */
export function logoMarkSvg(name: string, title: string): {svg: string; width: number; height: number} | null {
  const data = getIconData(logos, name)
  if (!data) return null
  const {attributes, body} = iconToSVG(data)
  const tile = `<rect x="1" y="1" width="${SIZE - 2}" height="${SIZE - 2}" rx="19" fill="${LIGHT_TILE}" stroke="${LIGHT_TILE_BORDER}" stroke-width="2"/>`
  const mark = SIZE - 2 * PADDING
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}"><title>${escape(title)}</title>${tile}<svg x="${PADDING}" y="${PADDING}" width="${mark}" height="${mark}" viewBox="${attributes.viewBox}">${body}</svg></svg>`
  return {svg, width: SIZE, height: SIZE}
}

/** The brand mark of a connector Simple Icons or the Logos set covers, or null when neither draws its brand. */
export function brandMark(connectorId: string): {svg: string; width: number; height: number} | null {
  const icon = BRAND_ICONS.get(connectorId)
  if (icon) return brandMarkSvg(icon)
  const logo = LOGO_ICONS.get(connectorId)
  return logo ? logoMarkSvg(logo.name, logo.title) : null
}
