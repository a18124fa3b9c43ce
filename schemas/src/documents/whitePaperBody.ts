/** The fewest parts (titles 2) a printed body holds (white papers, the security page's PDFs): the PDF gives each its page and a line of the contents. */
const MIN_WHITE_PAPER_SECTIONS = 3

/** Refuses a printed body with fewer than MIN_WHITE_PAPER_SECTIONS titles 2. */
export function enoughSections(body: {_type?: string; style?: string}[] | undefined): true | string {
  const sections = (body ?? []).filter((block) => block._type === 'block' && block.style === 'h2').length
  if (!body || sections >= MIN_WHITE_PAPER_SECTIONS) return true
  return `Le document compte ${sections} partie(s) : structurez-le en au moins ${MIN_WHITE_PAPER_SECTIONS} parties, chacune ouverte par un titre 2.`
}

/** A part's title that starts with its own number: « 1. Objet », « 2) Durée », « III - Prix ». */
const NUMBERED_TITLE = /^\s*(?:\d+|[IVXLC]+)\s*[.)\-–—:]\s*/u

/** Refuses a printed body whose titles 2 number themselves: the PDF and the Word file number the parts. */
export function unnumberedParts(
  body: {_type?: string; style?: string; children?: {text?: string}[]}[] | undefined,
): true | string {
  for (const block of body ?? []) {
    if (block._type !== 'block' || block.style !== 'h2') continue
    const title = (block.children ?? []).map(({text}) => text ?? '').join('')
    const number = NUMBERED_TITLE.exec(title)
    if (number)
      return `Le titre « ${title.slice(0, 60)} » porte son numéro : retirez « ${number[0].trim()} », le PDF et le fichier Word numérotent eux-mêmes les parties.`
  }
  return true
}
