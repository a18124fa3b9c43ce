/** The fewest parts (titles 2) a printed body holds (white papers, the security page's PDFs): the PDF gives each its page and a line of the contents. */
const MIN_WHITE_PAPER_SECTIONS = 3

/** Refuses a printed body with fewer than MIN_WHITE_PAPER_SECTIONS titles 2. */
export function enoughSections(body: {_type?: string; style?: string}[] | undefined): true | string {
  const sections = (body ?? []).filter((block) => block._type === 'block' && block.style === 'h2').length
  if (!body || sections >= MIN_WHITE_PAPER_SECTIONS) return true
  return `Le document compte ${sections} partie(s) : structurez-le en au moins ${MIN_WHITE_PAPER_SECTIONS} parties, chacune ouverte par un titre 2.`
}
