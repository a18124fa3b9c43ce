/** @jest-environment node */
import {MAX_RECORD_BYTES, toConnectorRecord, toFaqRecord} from './contentRecords'

const paragraph = (text: string) => ({
  _type: 'block',
  _key: Math.random().toString(36).slice(2),
  children: [{_type: 'span', _key: 's', text, marks: []}],
  markDefs: [],
})

describe('search records', () => {
  it('turn a connector into a flat record with its tag slugs and their names (the page body is not searched)', () => {
    const record = toConnectorRecord({
      _id: 'connector-glpi',
      name: 'GLPI',
      connectorId: 'glpi',
      categories: ['itsm', 'crm-marketing', 'inconnue'],
      shortDescription: 'Tickets depuis la conversation.',
      popularity: 1,
      featured: true,
      logo: null,
    })
    expect(record).toEqual({
      objectID: 'connector-glpi',
      title: 'GLPI',
      slug: 'glpi',
      categories: ['itsm', 'crm-marketing', 'inconnue'],
      categoryTitles: ['ITSM', 'CRM / Marketing'],
      description: 'Tickets depuis la conversation.',
      popularity: 1,
      featured: true,
      logo: null,
    })
  })

  it('cut long texts so every record stays under Algolia’s 10 KB limit', () => {
    const long = Array.from({length: 400}, (_, index) =>
      paragraph(`Paragraphe ${index} sur la téléphonie et les tickets.`),
    )
    const record = toFaqRecord({
      _id: 'faq-long',
      question: 'Question ?',
      answer: long,
      category: 'plateforme',
      popular: false,
    })
    expect(Buffer.byteLength(JSON.stringify(record))).toBeLessThanOrEqual(MAX_RECORD_BYTES)
    expect(record.answer.endsWith('…')).toBe(true)
    expect(record.question).toBe('Question ?')
  })
})
