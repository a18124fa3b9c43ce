/**
 * What the stand-in model writes, from the prompt alone, so that tests can predict it: the first sentence of the
 * first source about the question, cited with its number as the site's prompt asks (`[1]`). The site marks each
 * source `<extrait numéro="N" …>…</extrait>` and the question `<question>…</question>`; a source is about the
 * question when it (its title included) says at least half of the question's words of four letters or more, accents
 * and endings aside. With none, the model answers the refusal word the site's prompt names, as its rules tell a
 * model to. The 'inventing' mode makes up a price instead, as a careless model would.
 */

export interface ChatMessage {
  role: string
  content: string
}

export const REFUSAL_WORD = 'REFUS'

/** An amount that appears in no source of the site: what a model inventing prices would write. */
export const INVENTED_PRICE_REPLY = 'L’abonnement coûte 49 € par mois et par assistant [1].'

const SOURCES = /<extrait\b[^>]*\bnuméro="(\d+)"[^>]*>([\s\S]*?)<\/extrait>/gu
const QUESTION = /<question>([\s\S]*?)<\/question>/u

/** A word's first five letters, accents folded: « hébergez » and « hébergées » say the same. */
const stems = (text: string) =>
  new Set(
    (
      text
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .match(/\p{L}{4,}/gu) ?? []
    ).map((word) => word.slice(0, 5)),
  )

/** The question: its element, or what follows the last source in a prompt without one. */
function questionOf(content: string): string {
  const tagged = QUESTION.exec(content)
  if (tagged) return tagged[1]!
  const end = content.lastIndexOf('</extrait>')
  return end === -1 ? content : content.slice(end)
}

/** The first source that says at least half of the question's words. */
function sourceAbout(question: string, sources: readonly RegExpExecArray[]): RegExpExecArray | undefined {
  const asked = stems(question)
  return sources.find((source) => {
    // Its title too, as a model reads it.
    const said = stems(source[0])
    const shared = [...asked].filter((stem) => said.has(stem)).length
    return shared > 0 && shared * 2 >= asked.size
  })
}

const firstSentence = (text: string) => {
  const trimmed = text.trim()
  const [sentence] = new Intl.Segmenter('fr', {granularity: 'sentence'}).segment(trimmed)
  return (sentence?.segment ?? trimmed).trim()
}

export function replyTo(messages: ChatMessage[], inventing: boolean): string {
  const lastUser = [...messages].reverse().find((message) => message.role === 'user')
  const sources = [...(lastUser?.content.matchAll(SOURCES) ?? [])]
  if (!lastUser || sources.length === 0) return REFUSAL_WORD
  if (inventing) return INVENTED_PRICE_REPLY
  const source = sourceAbout(questionOf(lastUser.content), sources)
  if (!source) return REFUSAL_WORD
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
    part !== null &&
    typeof part === 'object' &&
    (part as {type?: unknown}).type === 'text' &&
    typeof (part as {text?: unknown}).text === 'string'
      ? (part as {text: string}).text
      : null,
  )
  return parts.every((part) => part !== null) ? parts.join('') : null
}
