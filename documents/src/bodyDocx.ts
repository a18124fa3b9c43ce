import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  TextRun,
} from 'docx'

import {type BodyBlock, frenchDate, plainText, type PrintedDocumentInput, type TextBlock} from './printedDocument'

const COLOURS = {ink: '14142B', muted: '4A4A68', brand: '4B2FD6'}
const FONT = 'Calibri'
/** Half-points, as Word counts font sizes. */
const SIZES = {body: 22, small: 18, kind: 22, title: 48, summary: 26}
const BULLETS = 'puces'
const NUMBERS = 'numeros'

/** Word's heading for a Studio style: h2 opens a part (Titre 1), h3 a sub-part (Titre 2). */
const HEADINGS: Record<string, (typeof HeadingLevel)[keyof typeof HeadingLevel]> = {
  h2: HeadingLevel.HEADING_1,
  h3: HeadingLevel.HEADING_2,
}

const runsOf = (block: TextBlock) =>
  block.children.map(
    (child) =>
      new TextRun({
        text: child.text,
        bold: child.marks?.includes('strong'),
        italics: child.marks?.includes('em'),
      }),
  )

/**
 * One paragraph per block. Each numbered list restarts at 1: a list's first item takes a fresh instance of the
 * numbering, the way the PDF counts.
 */
function bodyParagraphs(body: BodyBlock[]): Paragraph[] {
  let numberedList = 0
  return body.map((block, index) => {
    if (block._type === 'keyFigure') {
      return new Paragraph({
        spacing: {before: 120, after: 120},
        children: [
          new TextRun({text: block.value, bold: true, color: COLOURS.brand, size: 32}),
          new TextRun({text: ` ${block.label}`}),
        ],
      })
    }
    const heading = block.style ? HEADINGS[block.style] : undefined
    if (heading) {
      // Each part opens a page, as in the PDF; the first follows the contents' page break.
      return new Paragraph({heading, pageBreakBefore: block.style === 'h2', children: runsOf(block)})
    }
    if (block.listItem) {
      const previous = body[index - 1]
      const startsList = previous?._type !== 'block' || previous.listItem !== block.listItem
      if (block.listItem === 'number' && startsList) numberedList += 1
      return new Paragraph({
        numbering: {
          reference: block.listItem === 'number' ? NUMBERS : BULLETS,
          level: Math.min(Math.max((block.level ?? 1) - 1, 0), 2),
          ...(block.listItem === 'number' ? {instance: numberedList} : {}),
        },
        children: runsOf(block),
      })
    }
    return new Paragraph({children: runsOf(block)})
  })
}

function coverParagraphs(input: PrintedDocumentInput): Paragraph[] {
  const {brand} = input
  return [
    new Paragraph({
      spacing: {before: 2400, after: 240},
      children: [new TextRun({text: input.kind.toUpperCase(), bold: true, color: COLOURS.brand, size: SIZES.kind})],
    }),
    new Paragraph({heading: HeadingLevel.TITLE, children: [new TextRun(input.title)]}),
    new Paragraph({
      spacing: {before: 240, after: 480},
      children: [new TextRun({text: input.summary, size: SIZES.summary, color: COLOURS.muted})],
    }),
    new Paragraph({
      children: [new TextRun({text: `${input.dateLabel ?? 'Publié le'} ${frenchDate(input.publishedAt)}`, bold: true})],
    }),
    new Paragraph({
      spacing: {before: 1200},
      children: [
        new TextRun({text: brand.name, bold: true}),
        ...(brand.tagline ? [new TextRun({text: brand.tagline, break: 1, color: COLOURS.muted})] : []),
        ...(brand.contactEmail ? [new TextRun({text: brand.contactEmail, break: 1, color: COLOURS.muted})] : []),
      ],
    }),
  ]
}

/** The contents: the parts' titles, written out (a Word field would ask the reader to update it on opening). */
function contentsParagraphs(body: BodyBlock[]): Paragraph[] {
  const parts = body.filter((block): block is TextBlock => block._type === 'block' && block.style === 'h2')
  return [
    // Set like a part's title but not one: Word's navigation pane and any table of contents the buyer inserts list the
    // parts only.
    new Paragraph({
      spacing: {after: 240},
      children: [new PageBreak(), new TextRun({text: 'Sommaire', size: 32, bold: true, color: COLOURS.brand})],
    }),
    ...parts.map(
      (part, index) =>
        new Paragraph({spacing: {after: 120}, children: [new TextRun(`${index + 1}. ${plainText(part)}`)]}),
    ),
  ]
}

/**
 * Lays a Studio body out as an editable Word document (the tender template a buyer completes): a cover, the
 * contents, the body with Word's own heading, list and title styles, so the reader's Word builds its navigation
 * pane and its own table of contents from them; page numbers in the footer of every page but the cover.
 */
export async function renderBodyDocx(input: PrintedDocumentInput): Promise<Buffer> {
  const listLevels = (format: 'bullet' | 'number') =>
    [0, 1, 2].map((level) => ({
      level,
      format: format === 'bullet' ? LevelFormat.BULLET : LevelFormat.DECIMAL,
      text: format === 'bullet' ? ['•', '◦', '▪'][level] : `%${level + 1}.`,
      alignment: AlignmentType.LEFT,
      style: {paragraph: {indent: {left: 720 * (level + 1), hanging: 360}}},
    }))

  const document = new Document({
    creator: input.brand.name,
    lastModifiedBy: input.brand.name,
    title: input.title,
    description: input.summary,
    styles: {
      default: {
        // French, so that the reader's Word checks its spelling as French whatever its own language.
        document: {
          run: {font: FONT, size: SIZES.body, color: COLOURS.ink, language: {value: 'fr-FR'}},
          paragraph: {spacing: {after: 160}},
        },
        title: {run: {font: FONT, size: SIZES.title, bold: true, color: COLOURS.ink}},
        heading1: {run: {font: FONT, size: 32, bold: true, color: COLOURS.brand}, paragraph: {spacing: {after: 240}}},
        heading2: {run: {font: FONT, size: 26, bold: true, color: COLOURS.ink}, paragraph: {spacing: {before: 240}}},
      },
    },
    numbering: {
      config: [
        {reference: BULLETS, levels: listLevels('bullet')},
        {reference: NUMBERS, levels: listLevels('number')},
      ],
    },
    sections: [
      {
        properties: {titlePage: true},
        footers: {
          // The cover's footer is empty; every other page names the document and its page.
          first: new Footer({children: []}),
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({text: `${input.brand.name} – ${input.title} – page `, size: SIZES.small}),
                  new TextRun({children: [PageNumber.CURRENT], size: SIZES.small}),
                  new TextRun({text: ' sur ', size: SIZES.small}),
                  new TextRun({children: [PageNumber.TOTAL_PAGES], size: SIZES.small}),
                ],
              }),
            ],
          }),
        },
        children: [...coverParagraphs(input), ...contentsParagraphs(input.body), ...bodyParagraphs(input.body)],
      },
    ],
  })
  return Packer.toBuffer(document)
}
