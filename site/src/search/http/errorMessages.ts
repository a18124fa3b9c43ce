import {formatWait} from '../../ui/pageParts/format'

/** The endpoint's answers other than results and the protocol's own refusals (@parlia/search/protocol), in French. */
export const HTTP_ERRORS = {
  method: 'Méthode non autorisée : la recherche s’interroge avec POST.',
  contentType: 'La recherche doit être envoyée en JSON encodé en UTF-8 (Content-Type: application/json).',
  tooLarge: 'La requête de recherche est trop volumineuse.',
  unreadable: 'Le corps de la requête de recherche n’a pas pu être lu.',
  bodyTimeout: 'La requête de recherche est arrivée trop lentement : renvoyez-la.',
  json: 'Le corps de la requête de recherche n’est pas du JSON valide.',
  rateLimited: (seconds: number) =>
    `Trop de recherches en peu de temps depuis votre connexion : réessayez dans ${formatWait(seconds, 'second')}.`,
  unavailable: 'La recherche est momentanément indisponible : réessayez dans quelques instants.',
} as const
