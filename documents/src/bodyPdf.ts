import {describeCharacter, unprintableCharacter, withPrintableSubstitutes} from '@parlia/schemas/objects/printableText'
import PDFDocument from 'pdfkit'

import {type PrintedDocumentInput, frenchDate, type KeyFigure, plainText, type TextBlock} from './printedDocument'

export interface RenderedPdf {
  pdf: Buffer
  /** The pages pdfkit laid out. */
  pageCount: number
}

/** Marks our PDFs (their Creator), so a later run redraws them but never a file an editor uploaded. */
export const PDF_CREATOR = 'parlia-art'

const COLOURS = {
  ink: '#14142b',
  muted: '#4a4a68',
  brand: '#4b2fd6',
  soft: '#ebe7ff',
  dark: '#1b1446',
  onDark: '#ffffff',
  onDarkMuted: '#d8d4f5',
  accent: '#ffb547',
  border: '#d9d7e8',
}

const FONTS = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  boldItalic: 'Helvetica-BoldOblique',
}
const MARGIN = {top: 72, bottom: 84, side: 68}
const BODY_SIZE = 11
const LINE_GAP = 4.5
const FOOTER_Y_FROM_BOTTOM = 48

/** The text as the standard fonts print it; throws on a character they cannot (the Studio refuses those). */
export function printable(text: string): string {
  const char = unprintableCharacter(text)
  if (char)
    throw new Error(
      `Caractère que le PDF ne peut pas imprimer : ${describeCharacter(char)} dans « ${text.slice(0, 60)} »`,
    )
  return withPrintableSubstitutes(text)
}

const fontOf = (marks: string[] = []) => {
  const bold = marks.includes('strong')
  const italic = marks.includes('em')
  return bold && italic ? FONTS.boldItalic : bold ? FONTS.bold : italic ? FONTS.italic : FONTS.regular
}

/**
 * Lays a Studio body out as an A4 PDF (a white paper, an agreement, a summary): a cover page, a table of contents,
 * the body (each h2 opens a page), then page numbers and a running footer on every page but the cover.
 * Deterministic: the same input gives the same bytes.
 */
export async function renderBodyPdf(paper: PrintedDocumentInput): Promise<RenderedPdf> {
  const doc = new PDFDocument({
    size: 'A4',
    bufferPages: true,
    margins: {top: MARGIN.top, bottom: MARGIN.bottom, left: MARGIN.side, right: MARGIN.side},
    lang: 'fr-FR',
    displayTitle: true,
    info: {
      Title: printable(paper.title),
      Subject: printable(paper.summary),
      Author: printable(paper.brand.name),
      Creator: PDF_CREATOR,
      Producer: PDF_CREATOR,
      CreationDate: new Date(paper.publishedAt),
      ModDate: new Date(paper.publishedAt),
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()))

  const width = doc.page.width - 2 * MARGIN.side
  const bottom = () => doc.page.height - MARGIN.bottom
  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage()
  }

  drawCover(doc, paper)
  doc.addPage()
  const contentsPage = doc.bufferedPageRange().count - 1

  const chapters: {title: string; page: number}[] = []
  let numbered = 0
  let bodyStarted = false
  const body = paper.body
  for (let index = 0; index < body.length; index += 1) {
    const block = body[index]!
    if (!bodyStarted) {
      doc.addPage()
      bodyStarted = true
    }
    if (block._type === 'keyFigure') {
      const row = [block]
      while (row.length < 3 && body[index + 1]?._type === 'keyFigure') row.push(body[++index] as KeyFigure)
      drawFigures(doc, row, width, ensureRoom)
      continue
    }
    numbered = block.listItem === 'number' ? numbered + 1 : 0
    if (block.style === 'h2') {
      if (doc.y > MARGIN.top + 1) doc.addPage()
      chapters.push({title: plainText(block), page: doc.bufferedPageRange().count})
      const number = String(chapters.length).padStart(2, '0')
      doc.font(FONTS.bold).fontSize(12).fillColor(COLOURS.brand).text(number, MARGIN.side, doc.y, {characterSpacing: 1})
      doc
        .moveDown(0.4)
        .fontSize(21)
        .fillColor(COLOURS.ink)
        .text(printable(plainText(block)), {width, lineGap: 2})
      doc
        .moveTo(MARGIN.side, doc.y + 10)
        .lineTo(MARGIN.side + 56, doc.y + 10)
        .lineWidth(3)
        .strokeColor(COLOURS.accent)
        .stroke()
      doc.y += 26
    } else if (block.style === 'h3') {
      ensureRoom(90)
      doc
        .moveDown(0.6)
        .font(FONTS.bold)
        .fontSize(13.5)
        .fillColor(COLOURS.brand)
        .text(printable(plainText(block)), MARGIN.side, doc.y, {width})
      doc.moveDown(0.35)
    } else if (block.listItem) {
      const indent = 18 * Math.max(0, (block.level ?? 1) - 1)
      ensureRoom(BODY_SIZE + LINE_GAP)
      const top = doc.y
      if (block.listItem === 'bullet') {
        doc.circle(MARGIN.side + indent + 4, top + BODY_SIZE * 0.45, 2.2).fill(COLOURS.brand)
      } else {
        doc
          .font(FONTS.bold)
          .fontSize(BODY_SIZE)
          .fillColor(COLOURS.brand)
          .text(`${numbered}.`, MARGIN.side + indent, top, {lineBreak: false})
      }
      doc.y = top
      richText(doc, block, MARGIN.side + indent + 16, width - indent - 16)
      doc.moveDown(0.35)
    } else {
      ensureRoom(2 * (BODY_SIZE + LINE_GAP))
      richText(doc, block, MARGIN.side, width)
      doc.moveDown(0.75)
    }
  }

  drawContents(doc, contentsPage, chapters, width)
  const pageCount = doc.bufferedPageRange().count
  drawFooters(doc, paper, pageCount, width)
  doc.end()
  await ended
  return {pdf: Buffer.concat(chunks), pageCount}
}

/** A paragraph or list item whose spans may be bold or italic. */
function richText(doc: PDFKit.PDFDocument, block: TextBlock, x: number, width: number) {
  const spans = block.children.filter((child) => child.text)
  doc.fontSize(BODY_SIZE).fillColor(COLOURS.ink)
  spans.forEach((span, index) => {
    const options = {width, lineGap: LINE_GAP, continued: index < spans.length - 1}
    doc.font(fontOf(span.marks))
    if (index === 0) doc.text(printable(span.text), x, doc.y, options)
    else doc.text(printable(span.text), options)
  })
}

/** Up to three figures side by side, each in a tinted box: the value large, what it measures beneath. */
function drawFigures(
  doc: PDFKit.PDFDocument,
  figures: KeyFigure[],
  width: number,
  ensureRoom: (height: number) => void,
) {
  const gap = 14
  const boxWidth = (width - gap * 2) / 3
  const padding = 14
  const labelHeight = Math.max(
    ...figures.map((figure) =>
      doc
        .font(FONTS.regular)
        .fontSize(9.5)
        .heightOfString(printable(figure.label), {width: boxWidth - 2 * padding, lineGap: 2}),
    ),
  )
  const height = padding * 2 + 30 + labelHeight
  ensureRoom(height + 24)
  const top = doc.y + 6
  figures.forEach((figure, index) => {
    const x = doc.page.margins.left + index * (boxWidth + gap)
    doc.roundedRect(x, top, boxWidth, height, 8).fill(COLOURS.soft)
    doc
      .font(FONTS.bold)
      .fontSize(22)
      .fillColor(COLOURS.brand)
      .text(printable(figure.value), x + padding, top + padding, {width: boxWidth - 2 * padding, lineBreak: false})
    doc
      .font(FONTS.regular)
      .fontSize(9.5)
      .fillColor(COLOURS.ink)
      .text(printable(figure.label), x + padding, top + padding + 30, {width: boxWidth - 2 * padding, lineGap: 2})
  })
  doc.x = doc.page.margins.left
  doc.y = top + height + 18
}

/** The first page: the brand's dark band, the title and summary, the cover picture (or circles), who publishes it. */
function drawCover(doc: PDFKit.PDFDocument, paper: PrintedDocumentInput) {
  const {width, height} = doc.page
  const inner = width - 2 * MARGIN.side
  doc.rect(0, 0, width, height).fill(COLOURS.dark)
  doc.rect(0, 0, width, 10).fill(COLOURS.brand)
  doc
    .font(FONTS.bold)
    .fontSize(11)
    .fillColor(COLOURS.accent)
    .text(printable(paper.kind.toLocaleUpperCase('fr-FR')), MARGIN.side, 86, {characterSpacing: 2})
  doc
    .moveDown(1.2)
    .font(FONTS.bold)
    .fontSize(28)
    .fillColor(COLOURS.onDark)
    .text(printable(paper.title), {width: inner, lineGap: 4})
  doc
    .moveDown(0.8)
    .font(FONTS.regular)
    .fontSize(12.5)
    .fillColor(COLOURS.onDarkMuted)
    .text(printable(paper.summary), {width: inner, lineGap: 5})
  const pictureTop = doc.y + 30
  const pictureBottom = height - 150
  if (paper.coverPng && pictureBottom - pictureTop > 120) {
    doc.image(paper.coverPng, MARGIN.side, pictureTop, {
      fit: [inner, pictureBottom - pictureTop],
      align: 'center',
      valign: 'center',
    })
  } else if (pictureBottom - pictureTop > 120) {
    // No picture (an agreement, a summary): the covers' circles, so that the page does not look left blank.
    const radius = Math.min(170, (pictureBottom - pictureTop) / 2)
    const centre = {x: width - radius * 0.45, y: (pictureTop + pictureBottom) / 2}
    doc.save()
    doc.circle(centre.x, centre.y, radius).fillOpacity(0.55).fill(COLOURS.brand)
    doc
      .circle(centre.x - radius * 0.9, centre.y + radius * 0.6, radius * 0.16)
      .fillOpacity(1)
      .fill(COLOURS.accent)
    doc.restore()
  }
  // The publisher's line sits below the bottom margin, where pdfkit would otherwise open a new page.
  doc.page.margins.bottom = 0
  doc
    .moveTo(MARGIN.side, height - 118)
    .lineTo(width - MARGIN.side, height - 118)
    .lineWidth(0.75)
    .strokeColor(COLOURS.onDarkMuted)
    .stroke()
  doc
    .font(FONTS.bold)
    .fontSize(16)
    .fillColor(COLOURS.onDark)
    .text(printable(paper.brand.name), MARGIN.side, height - 100, {lineBreak: false})
  const details = [
    paper.brand.tagline,
    paper.brand.contactEmail,
    `${paper.dateLabel ?? 'Publié le'} ${frenchDate(paper.publishedAt)}`,
  ]
    .filter(Boolean)
    .join('  ·  ')
  doc
    .font(FONTS.regular)
    .fontSize(9.5)
    .fillColor(COLOURS.onDarkMuted)
    .text(printable(details), MARGIN.side, height - 76, {width: inner, lineBreak: false})
  doc.page.margins.bottom = MARGIN.bottom
}

/** The second page: each chapter and the page it opens. */
function drawContents(doc: PDFKit.PDFDocument, page: number, chapters: {title: string; page: number}[], width: number) {
  doc.switchToPage(page)
  doc.font(FONTS.bold).fontSize(21).fillColor(COLOURS.ink).text('Sommaire', MARGIN.side, MARGIN.top)
  doc.moveDown(1.2)
  chapters.forEach((chapter, index) => {
    const top = doc.y
    doc
      .font(FONTS.bold)
      .fontSize(12)
      .fillColor(COLOURS.brand)
      .text(String(index + 1).padStart(2, '0'), MARGIN.side, top, {lineBreak: false})
    doc
      .font(FONTS.regular)
      .fontSize(12)
      .fillColor(COLOURS.ink)
      .text(printable(chapter.title), MARGIN.side + 34, top, {width: width - 34 - 40, lineGap: 3})
    const after = doc.y
    doc.font(FONTS.bold).text(String(chapter.page), MARGIN.side, top, {width, align: 'right', lineBreak: false})
    doc.y = after + 12
    doc
      .moveTo(MARGIN.side, doc.y - 6)
      .lineTo(MARGIN.side + width, doc.y - 6)
      .lineWidth(0.5)
      .strokeColor(COLOURS.border)
      .stroke()
  })
}

/** Every page but the cover: the brand and title on the left, « page n / total » on the right. */
function drawFooters(doc: PDFKit.PDFDocument, paper: PrintedDocumentInput, pageCount: number, width: number) {
  for (let page = 1; page < pageCount; page += 1) {
    doc.switchToPage(page)
    const y = doc.page.height - FOOTER_Y_FROM_BOTTOM
    // Writing below the bottom margin would otherwise open a new page.
    doc.page.margins.bottom = 0
    doc
      .moveTo(MARGIN.side, y - 10)
      .lineTo(MARGIN.side + width, y - 10)
      .lineWidth(0.5)
      .strokeColor(COLOURS.border)
      .stroke()
    doc.font(FONTS.regular).fontSize(8.5).fillColor(COLOURS.muted)
    doc.text(printable(`${paper.brand.name}  ·  ${paper.title}`), MARGIN.side, y, {
      width: width - 80,
      lineBreak: false,
      ellipsis: true,
      height: 12,
    })
    doc.text(`${page + 1} / ${pageCount}`, MARGIN.side, y, {width, align: 'right', lineBreak: false})
    doc.page.margins.bottom = MARGIN.bottom
  }
}
