import {stopwords as englishStopwords} from '@orama/stopwords/english'
import {stopwords as frenchStopwords} from '@orama/stopwords/french'

import {ENGLISH_TERMS, SMS_FORMS} from './lexicon'

/**
 * The French language layer the assistant reads visitors with: folding, tokens, elision, SMS forms, English terms
 * of our field, and stop words that include spoken fillers. (Stems are Snowball's French stemmer, Orama's port, in
 * the passage index and ../assistant/answer/terms.ts; NLP.js stems the classifier's words itself.)
 */

/** Lower case without accents, so « Téléphonie » and « telephonie » are one word. */
export const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/**
 * The words of a text, folded. Elided articles and pronouns fall apart from their word on the apostrophe
 * (« l’hébergement » is "l", "hebergement"); inclusive writing's middle dot separates an ending (« développeur·se »).
 */
export const tokens = (text: string): string[] => fold(text.replace(/·/gu, ' ')).match(/[\p{L}\p{N}]+/gu) ?? []

/** Words that phrase a question rather than name its subject: spoken fillers, greetings, politeness, insistence. */
const FILLERS = [
  'bonjour',
  'bonsoir',
  'salut',
  'coucou',
  'hello',
  'hi',
  'hey',
  'merci',
  'svp',
  'stp',
  'please',
  'thanks',
  'thank',
  'desole',
  'euh',
  'bah',
  'ben',
  'bref',
  'hein',
  'genre',
  'fait',
  'coup',
  'voila',
  'alors',
  'enfin',
  'franchement',
  'juste',
  'truc',
  'trucs',
  'ouais',
  'oui',
  'non',
  'ok',
  'okay',
  'exactement',
  'vraiment',
  'concretement',
  'precisement',
  'actuellement',
  'donc',
  'bien',
  'quoi',
  'comment',
  'combien',
  'pourquoi',
  'quand',
  'quel',
  'quelle',
  'quels',
  'quelles',
  'lequel',
  'laquelle',
  'peut',
  'peux',
  'pouvez',
  'peuvent',
  'pourriez',
  'pourrait',
  'pourrais',
  'puis',
  'possible',
  'faut',
  'faudrait',
  'veux',
  'voudrais',
  'voudrait',
  'souhaite',
  'souhaiterais',
  'aimerais',
  'aimerait',
  'savoir',
  'connaitre',
  'dire',
  'dites',
  'renseigner',
  'renseignement',
  'renseignements',
  'question',
  'questions',
  'demande',
  'demander',
  'explique',
  'expliquer',
  'expliquez',
  'indiquer',
  'preciser',
  'existe',
  'ya',
  'cest',
  'ca',
  'sa',
  'faire',
  'fais',
  'font',
  'fera',
  'ferait',
  'madame',
  'monsieur',
  'cordialement',
  'moi',
  'toi',
  'chose',
  'choses',
  'tout',
  'tous',
  'toute',
  'toutes',
  'aussi',
  'plus',
  'tres',
  'si',
  'etre',
  'avoir',
  'fois',
  'chez',
  'quelqu',
  'quelque',
  'part',
  'moment',
  'ici',
  'la',
  'bon',
  'ailleurs',
  'sinon',
  'ou',
  'aimerions',
  'aimeraient',
  'voudrions',
  'souhaitons',
  'souhaiterions',
  'besoin',
  'deja',
  'meme',
  'memes',
  'celui',
  'celle',
  'ci',
  'devoir',
  'dois',
  'doit',
  'doivent',
  'devons',
  'plupart',
  'entre',
  'pu',
  'va',
  'vais',
  'dit',
  'aller',
  'loin',
  'etc',
  'pouvons',
  'pourrons',
  'pourrai',
  'pourra',
  'pourrions',
  'concernant',
  'concerne',
  'comprendre',
  'voir',
]

const STOP_WORDS: ReadonlySet<string> = new Set([...frenchStopwords, ...englishStopwords, ...FILLERS].map(fold))

/** The words of a text that name something: no stop word, no filler, no single letter. */
export const meaningful = (words: readonly string[]) => words.filter((word) => word.length > 1 && !STOP_WORDS.has(word))

const ENGLISH_ONLY: ReadonlySet<string> = new Set(
  englishStopwords.filter((word) => !frenchStopwords.includes(word) && word.length > 1),
)

/** At least two words only English has, or a third of the words: « where is my data hosted » but not « le pricing ». */
export function isEnglish(words: readonly string[]): boolean {
  const english = words.filter((word) => ENGLISH_ONLY.has(word)).length
  return english >= 2 || (words.length > 0 && english / words.length >= 1 / 3)
}

/** The English terms of our field as word lists, longest first so that a phrase wins over its words. */
const ENGLISH_PHRASES = ENGLISH_TERMS.map(([english, french]) => ({
  english: tokens(english),
  french: tokens(french),
})).sort((a, b) => b.english.length - a.english.length)

function translate(words: readonly string[]): string[] {
  const result: string[] = []
  for (let index = 0; index < words.length;) {
    const phrase = ENGLISH_PHRASES.find(({english}) => english.every((word, offset) => words[index + offset] === word))
    if (phrase) {
      result.push(...phrase.french)
      index += phrase.english.length
    } else result.push(words[index++]!)
  }
  return result
}

const SMS: ReadonlyMap<string, string[]> = new Map(
  Object.entries(SMS_FORMS).map(([form, meaning]) => [fold(form), tokens(meaning)]),
)

/**
 * A visitor's text as the content would say it: folded words, SMS forms written out, and an English question's terms
 * of our field in French (`english` tells the words left are English, never to be corrected as French typos).
 */
export function readText(text: string): {words: string[]; english: boolean} {
  const words = tokens(text).flatMap((word) => SMS.get(word) ?? [word])
  const english = isEnglish(words)
  return {words: english ? translate(words) : words, english}
}
