/**
 * What the stand-in model writes, from the prompt alone, so that tests can predict it: the first sentence of the
 * first source the last user message carries, cited with its number as the site's prompt asks (`[1]`). The site
 * marks each source `<extrait numéro="N" …>…</extrait>`; with none, the model answers the refusal word the site's
 * prompt names. The 'inventing' mode makes up a price instead, as a careless model would.
 */

export interface ChatMessage {
  role: string
  content: string
}

export const REFUSAL_WORD = 'REFUS'

/** An amount that appears in no source of the site: what a model inventing prices would write. */
export const INVENTED_PRICE_REPLY = 'L’abonnement coûte 49 € par mois et par assistant [1].'

const SOURCE = /<extrait\b[^>]*\bnuméro="(\d+)"[^>]*>([\s\S]*?)<\/extrait>/u

const firstSentence = (text: string) => {
  const trimmed = text.trim()
  const [sentence] = new Intl.Segmenter('fr', {granularity: 'sentence'}).segment(trimmed)
  return (sentence?.segment ?? trimmed).trim()
}

export function replyTo(messages: ChatMessage[], inventing: boolean): string {
  const lastUser = [...messages].reverse().find((message) => message.role === 'user')
  const source = lastUser && SOURCE.exec(lastUser.content)
  if (!source) return REFUSAL_WORD
  if (inventing) return INVENTED_PRICE_REPLY
  const sentence = firstSentence(source[2] ?? '')
  // The citation goes before the sentence's final punctuation, as a model writes it.
  const body = sentence.replace(/[.!?…]+$/u, '')
  return `${body} [${source[1]}].`
}

/** The reply in the pieces a streaming model sends: a word (and the space before it) at a time. */
export const streamPieces = (text: string): string[] => text.match(/\s*\S+/gu) ?? []

/** A message's text, whether sent as a string or as OpenAI's list of parts. */
export function messageText(content: unknown): string | null {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return null
  const parts = content.map((part: unknown) =>
    part !== null && typeof part === 'object' && (part as {type?: unknown}).type === 'text' && typeof (part as {text?: unknown}).text === 'string'
      ? (part as {text: string}).text
      : null,
  )
  return parts.every((part) => part !== null) ? parts.join('') : null
}
