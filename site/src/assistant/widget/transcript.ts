import type {Turn} from './conversation'

const NO_QUESTION = 'La personne a demandé à parler à un conseiller depuis l’assistant du site, sans poser de question.'
const HEADER = 'Conversation avec l’assistant du site :'
const omitted = (count: number) =>
  count === 1
    ? '[Le premier message de la conversation est omis, faute de place.]'
    : `[Les ${count} premiers messages de la conversation sont omis, faute de place.]`
const ELLIPSIS = '…'

/** Control characters the message field refuses (tabs and line breaks aside): an answer may carry one. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

function block(turn: Turn): string {
  const text = turn.content.replace(CONTROL, '').trim()
  if (turn.role === 'user') return `Visiteur : ${text}`
  const sources = turn.sources.map((source) => `- ${source.title} (${source.url})`)
  return [`Assistant : ${text}`, ...(sources.length ? ['Sources :', ...sources] : [])].join('\n')
}

/**
 * The conversation as the contact form's message, within its `maxLength`: the latest turns are kept whole, the
 * earlier ones left out with a line saying how many; a single turn longer than the room left keeps its beginning.
 */
export function transcriptMessage(turns: readonly Turn[], maxLength: number): string {
  if (!turns.length) return NO_QUESTION
  const blocks = turns.map(block)
  const join = (kept: string[], dropped: number) =>
    [HEADER, ...(dropped ? [omitted(dropped)] : []), ...kept].join('\n\n')

  let kept = blocks.length
  while (kept > 1 && join(blocks.slice(-kept), blocks.length - kept).length > maxLength) kept -= 1
  const message = join(blocks.slice(-kept), blocks.length - kept)
  if (message.length <= maxLength) return message
  let end = maxLength - ELLIPSIS.length
  // Never half a character: an unpaired surrogate is refused too.
  if (/[\uD800-\uDBFF]/.test(message[end - 1] ?? '')) end -= 1
  return message.slice(0, end) + ELLIPSIS
}
