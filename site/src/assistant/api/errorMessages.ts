import {formatWait} from '../../ui/pageParts/format'

/** The assistant endpoints' answers other than an answer, in French: the widget shows them as they are. */
export const API_ERRORS = {
  askMethod: 'Méthode non autorisée : posez votre question avec POST.',
  settingsMethod: 'Méthode non autorisée : les réglages de l’assistant se lisent avec GET.',
  feedbackMethod: 'Méthode non autorisée : envoyez votre avis avec POST.',
  tooLarge: 'La demande envoyée est trop volumineuse.',
  incomplete: 'La demande n’est pas arrivée en entier : renvoyez-la.',
  encoding: 'La demande contient des caractères illisibles : le texte doit être encodé en UTF-8.',
  json: 'La demande est illisible : du JSON valide est attendu.',
  rateLimited: (seconds: number) =>
    `Trop de demandes en peu de temps depuis votre connexion : réessayez dans ${formatWait(seconds, 'second')}.`,
  unavailable: 'L’assistant est momentanément indisponible : réessayez dans quelques instants.',
  feedbackUnavailable: 'Votre avis n’a pas pu être enregistré pour le moment : réessayez dans quelques instants.',
  missesMethod:
    'Méthode non autorisée : envoyez une question avec POST ; l’équipe la lit avec GET et la supprime avec DELETE.',
  missUnavailable: 'Votre question n’a pas pu être transmise pour le moment : réessayez dans quelques instants.',
  missesEditorOnly:
    'Accès réservé aux éditeurs : ouvrez « Questions sans réponse » depuis le Studio, connecté à votre compte (le lien expire au bout d’une heure).',
  missesCheckUnavailable:
    'Les questions sans réponse ne peuvent pas être lues : le site ne peut pas vérifier l’accès des éditeurs pour le moment.',
  missesUnavailable:
    'Les questions sans réponse ne peuvent pas être lues pour le moment : réessayez dans quelques instants.',
  missesDeletion:
    'La suppression est illisible : la liste des identifiants des questions à supprimer est attendue (« ids »).',
} as const
