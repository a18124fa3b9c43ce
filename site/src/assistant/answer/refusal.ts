import type {AssistantReply, RefusalReason} from './types'

/** When the editors' "Assistant du site" document is missing: the same promise in the site's words. */
export const DEFAULT_REFUSAL =
  'Je n’ai pas trouvé de réponse fiable à cette question dans les pages du site, et je préfère ne pas inventer. Vous pouvez la reformuler, ou laisser vos coordonnées pour qu’un conseiller vous réponde.'

const quoted = (question: string) => `« ${question.trim()} »`

/** The sentence that follows the refusal when there are close questions of the FAQ. */
function suggestionSentence(suggestions: readonly string[]): string {
  if (suggestions.length === 1) return `Cette question proche pourrait vous aider : ${quoted(suggestions[0]!)}.`
  const listed = suggestions.map(quoted)
  return `Ces questions proches pourraient vous aider : ${listed.slice(0, -1).join(', ')} et ${listed.at(-1)}.`
}

/**
 * The honest refusal, whatever the reason and the mode: the editors' text, the close questions when there are
 * some, no source, and the handover offered.
 */
export function refusalReply(
  reason: RefusalReason,
  refusalText: string | null | undefined,
  suggestions: readonly string[] = [],
): AssistantReply {
  const text = refusalText?.trim() || DEFAULT_REFUSAL
  return {
    answer: suggestions.length === 0 ? text : `${text} ${suggestionSentence(suggestions)}`,
    sources: [],
    handover: true,
    answerId: `refusal:${reason}`,
    suggestions: [...suggestions],
  }
}
