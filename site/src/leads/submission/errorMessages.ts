import {formatWait} from '../../ui/pageParts/format'

/** Every answer of the form endpoints other than a 201, in French: the form shows them as they are. */
export const ERRORS = {
  unknownForm: 'Ce formulaire n’existe pas.',
  method: 'Méthode non autorisée : envoyez le formulaire avec POST.',
  contentType: 'Le formulaire doit être envoyé au format JSON (Content-Type: application/json).',
  tooLarge: 'Le formulaire envoyé est trop volumineux.',
  origin: 'Ce formulaire ne peut être envoyé que depuis le site lui-même.',
  incomplete: 'Le formulaire n’est pas arrivé en entier : renvoyez-le.',
  encoding: 'Le formulaire envoyé contient des caractères illisibles (le texte doit être encodé en UTF-8).',
  json: 'Le formulaire envoyé est illisible (JSON invalide).',
  notAnObject: 'Le formulaire envoyé est illisible : un objet JSON est attendu.',
  envelope: 'Le formulaire envoyé est invalide.',
  /** Honeypot filled or sent too fast: the same words for both, so a robot learns nothing. */
  automated:
    'Votre envoi ressemble à un envoi automatique. Patientez quelques secondes, vérifiez le formulaire, puis envoyez-le à nouveau.',
  captchaMissing:
    'La vérification anti-robot est manquante ou a expiré : validez-la à nouveau, puis renvoyez le formulaire.',
  captchaRejected: 'La vérification anti-robot a échoué : validez-la à nouveau, puis renvoyez le formulaire.',
  rateLimited: (minutes: number) =>
    `Trop d’envois depuis votre connexion : réessayez dans ${formatWait(minutes, 'minute')}.`,
  idempotencyKey: 'L’en-tête Idempotency-Key est invalide : 1 à 255 caractères ASCII visibles sont attendus.',
  idempotencyConflict:
    'Cet envoi réutilise l’identifiant d’un envoi différent : rechargez la page, puis renvoyez le formulaire.',
  invalidFields: 'Certains champs sont à corriger.',
  unknownResource: 'La ressource demandée est inconnue.',
  /** A savings request whose estimate is missing, unreadable or out of the calculator's bounds. */
  invalidEstimate: 'L’estimation à envoyer est incomplète ou hors des limites du calculateur.',
  /** An estimate sent along with a request for anything but the calculator's. */
  unexpectedEstimate: 'Seule une estimation du calculateur peut accompagner cette demande.',
  unavailable:
    'Votre demande n’a pas pu être enregistrée pour le moment. Vos informations sont conservées : réessayez dans quelques instants.',
} as const
