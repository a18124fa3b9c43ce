/** The assistant's intents (documents "Intention"): what the assistant does when a visitor means one. */

/** Fewer examples do not teach the classifier the ways visitors say one thing. */
export const MIN_INTENT_PHRASINGS = 5

export const ASSISTANT_INTENT_KINDS = [
  {value: 'faq', title: 'Répondre avec une question fréquente'},
  {value: 'answer', title: 'Répondre avec un texte et sa page'},
  {value: 'action', title: 'Proposer une action'},
  {value: 'outOfScope', title: 'Refuser : le sujet sort du périmètre du site'},
] as const

export type AssistantIntentKind = (typeof ASSISTANT_INTENT_KINDS)[number]['value']

export const ASSISTANT_INTENT_ACTIONS = [
  {value: 'demo', title: 'Planifier une démo'},
  {value: 'contact', title: 'Écrire à l’équipe'},
  {value: 'handover', title: 'Parler à un conseiller dans la conversation'},
  {value: 'page', title: 'Ouvrir une page du site'},
] as const

export type AssistantIntentAction = (typeof ASSISTANT_INTENT_ACTIONS)[number]['value']
