import type {ResolvedImage} from '../content/image'
import type {ConnectorCardData, CustomerCaseData, RichBody} from './types'

/** Small, realistic data for the component tests of the content pages. */

export const imageFixture = (alt: string, width = 96, height = 96): ResolvedImage => ({
  src: `/content/images/test-${width}x${height}.svg`,
  width,
  height,
  alt,
})

export const richBodyFixture = (heading: string, text: string): RichBody => [
  {_type: 'block', _key: 'h', style: 'h2', markDefs: [], children: [{_type: 'span', _key: 'hs', text: heading, marks: []}]},
  {_type: 'block', _key: 'p', style: 'normal', markDefs: [], children: [{_type: 'span', _key: 'ps', text, marks: []}]},
]

export const connectorFixture = (connectorId: string, name: string, categories = [{slug: 'itsm', title: 'ITSM'}]): ConnectorCardData => ({
  id: `connector-${connectorId}`,
  connectorId,
  name,
  shortDescription: `Reliez votre assistant à ${name}.`,
  categories,
  logo: imageFixture(`Logo ${name}`),
})

export const customerCaseFixture: CustomerCaseData = {
  id: 'customerCase-chu-valbonne',
  slug: 'chu-valbonne',
  client: 'CHU de Valbonne',
  sector: 'Établissement de santé',
  summary: 'Un assistant informatique pour 6 000 soignants.',
  challenge: 'Le centre de services saturait la nuit.',
  solution: 'Un assistant relié à GLPI crée les tickets qualifiés.',
  results: [
    {key: 'k1', value: '−50 %', label: 'd’appels la nuit'},
    {key: 'k2', value: '24/7', label: 'de disponibilité'},
  ],
  quote: {text: 'La nuit, plus personne n’appelle pour un mot de passe.', author: 'Laurent Bessière', role: 'DSI'},
  logo: imageFixture('Logo CHU de Valbonne', 240, 80),
}
