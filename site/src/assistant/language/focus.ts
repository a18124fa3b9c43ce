/**
 * The part of a message that asks: visitors often open with a greeting and who they are (« Bonjour, je suis DSI
 * d’une communauté de communes de 40 000 habitants… ») before what they want, whose words that introduction drowns.
 * Sentences of greeting, thanks or self-introduction are set aside; the context and the question stay.
 */

/** A sentence of a greeting or thanks alone (« Bonjour. », « Merci d’avance ! »). */
const COURTESY = /^(bonjour|bonsoir|salut|hello|hi|merci|cordialement|bonne journée|bonne journee)\b[^?]{0,30}$/iu

/** A sentence that says who writes: « je suis… », « je travaille… », « nous sommes une commune… », « I am… ». */
const INTRODUCTION =
  /^((bonjour|bonsoir|hello|hi|madame|monsieur)[\s,!]*)*(je suis|je travaille|je dirige|je pilote|je gère|je gere|je m’occupe|je m'occupe|je représente|je represente|j’ai en charge|j'ai en charge|en tant que|nous sommes|on est une?|i am|i'm|i’m|i work|we are)\b[^?]*$/iu

export function askingPart(text: string): string {
  const sentences = text
    .split(/(?<=[.!?…\n])\s+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '')
  if (sentences.length <= 1) return text
  const kept = sentences.filter((sentence) => !COURTESY.test(sentence) && !INTRODUCTION.test(sentence))
  return kept.length > 0 ? kept.join(' ') : text
}
