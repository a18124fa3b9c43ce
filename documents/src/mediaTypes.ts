/** The media types of the files this package writes: their responses' Content-Type and their JSON-LD encodingFormat. */
export const MEDIA_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const
