/** @jest-environment node */
import type {SynonymGroups} from '@parlia/search/synonyms'
import type {Passage} from '../passages'
import type {PassageKind} from '../passages/types'
import {createPassageIndex, type PassageIndex} from './passageIndex'

// Passages and synonyms built here, as the content's are cut and written: retrieval is tested on words chosen for
// it, never on today's copy of the bundled content, which the editors change (the frozen evaluation in eval/
// measures the assistant on that content).
const passage = (kind: PassageKind, title: string, section: string | null, url: string, text: string): Passage => ({
  id: `${url}#${section ?? 'debut'}`,
  kind,
  title,
  section,
  url,
  text,
})
const faq = (question: string, anchor: string, answer: string) =>
  passage('faq', question, null, `/ressources/faq#${anchor}`, answer)

const PASSAGES: Passage[] = [
  faq(
    'Où sont hébergées les données\u202f?',
    'ou-sont-hebergees-les-donnees',
    'La plateforme Parlia et les données de vos assistants (contenus, documents indexés, conversations) sont hébergées en France, dans des centres certifiés.',
  ),
  faq(
    'Existe-t-il un âge minimum pour utiliser le chatbot\u202f?',
    'existe-t-il-un-age-minimum-pour-utiliser-le-chatbot',
    'Le chatbot s’adresse aux personnes de 15 ans et plus. En dessous, l’accord d’un parent est demandé.',
  ),
  faq(
    'Parlia est-il conforme au RGPD\u202f?',
    'parlia-est-il-conforme-au-rgpd',
    'Oui. Pour les assistants de nos clients, Parlia agit en tant que sous-traitant et les accompagne dans leur mise en conformité.',
  ),
  faq(
    'Combien coûte Parlia\u202f?',
    'combien-coute-parlia',
    'L’abonnement dépend du nombre de conversations par mois. Nous établissons un devis après une démonstration.',
  ),
  faq(
    'Comment fonctionne l’intégration avec GLPI\u202f?',
    'comment-fonctionne-l-integration-avec-glpi',
    'Le connecteur GLPI crée les tickets, suit leur avancement et répond aux questions des utilisateurs sur leurs demandes.',
  ),
  faq(
    'Comment fonctionne le LiveChat\u202f?',
    'comment-fonctionne-le-livechat',
    'Quand l’assistant ne sait pas répondre, un conseiller humain prend la conversation.',
  ),
  passage(
    'job',
    'Développeur·euse full-stack TypeScript',
    'Processus de recrutement',
    '/rejoignez-nous/developpeur-full-stack-typescript#processus-de-recrutement',
    'Un premier échange avec l’équipe, un exercice à la maison, puis une rencontre dans nos bureaux de Lyon.',
  ),
  passage(
    'job',
    'Développeur·euse full-stack TypeScript',
    null,
    '/rejoignez-nous/developpeur-full-stack-typescript',
    'Vous développerez la console d’administration de nos assistants. CDI · Lyon · Hybride.',
  ),
  passage(
    'legal',
    'Politique de cookies',
    'Cookies de mesure d’audience soumis à votre consentement',
    '/politique-de-cookies#cookies-de-mesure-d-audience-soumis-a-votre-consentement',
    'Ces cookies mesurent la fréquentation du site. Ils sont conservés 13 mois au plus.',
  ),
  passage(
    'legal',
    'Politique de confidentialité',
    'Responsable du traitement',
    '/politique-de-confidentialite#responsable-du-traitement',
    'Parlia SAS, société par actions simplifiée au capital social de 50 000 €, dont le siège est à Lyon.',
  ),
  passage(
    'legal',
    'Politique de confidentialité',
    'Durées de conservation',
    '/politique-de-confidentialite#durees-de-conservation',
    'Les données des prospects sont conservées trois ans après le dernier contact.',
  ),
  passage(
    'solution',
    'Voicebot',
    null,
    '/solution/voicebot',
    'Un assistant vocal qui décroche à chaque appel de votre accueil téléphonique, jour et nuit.',
  ),
  passage(
    'solution',
    'LiveChat',
    null,
    '/solution/livechat',
    'Vos conseillers reprennent la conversation quand l’assistant passe la main. Un standard pour vos équipes.',
  ),
  passage(
    'connector',
    'Alfresco',
    null,
    '/solution/connecteurs/alfresco',
    'Reliez votre assistant à vos documents Alfresco. Catégories : GED.',
  ),
  passage(
    'connector',
    'GLPI',
    null,
    '/solution/connecteurs/glpi',
    'Le chatbot crée et suit les tickets GLPI de vos utilisateurs. Catégories : ITSM.',
  ),
  passage(
    'webinar',
    'Replays de webinars',
    'Un chatbot GLPI pour le support de niveau 0',
    '/ressources/replay-webinars#un-chatbot-glpi-pour-le-support-de-niveau-0',
    'Comment une université a automatisé son support informatique avec GLPI.',
  ),
  passage(
    'useCase',
    'Support utilisateur',
    null,
    '/cas-usage/support-utilisateur',
    'Un assistant relié à GLPI répond aux demandes des collaborateurs, à toute heure.',
  ),
  passage(
    'about',
    'Qui sommes-nous\u202f?',
    null,
    '/qui-sommes-nous',
    'Une équipe lyonnaise au service de l’IA conversationnelle depuis 2018.',
  ),
  passage(
    'post',
    'Réussir son projet de chatbot',
    'Choisir ses premières questions',
    '/blog/reussir-son-projet-de-chatbot#choisir-ses-premieres-questions',
    'Partez des questions que vos utilisateurs posent le plus souvent à votre support.',
  ),
]

/** As the editors write them: a term on each side of what visitors say and what the content says. */
const GROUPS: SynonymGroups = [
  ['prix', 'tarif', 'coût', 'combien', 'coûte'],
  ['voicebot', 'callbot', 'assistant vocal'],
  ['GED', 'gestion documentaire'],
  ['standard téléphonique', 'accueil téléphonique'],
  ['recrutement', 'recrutez', 'embaucher'],
  ['combien de temps', 'durée'],
  ['conserver', 'conservés', 'garder', 'gardez'],
]

let index: PassageIndex
beforeAll(async () => {
  index = await createPassageIndex(PASSAGES)
})

const urls = async (question: string, limit = 3, synonyms = GROUPS) =>
  (await index.search(question, synonyms, limit)).map((found) => found.url)
const first = async (question: string) => (await urls(question, 1))[0]

describe('retrieving the passages that answer a question', () => {
  it('puts the page that answers first, as visitors ask: spoken, without accents, with typos', async () => {
    for (const question of [
      'vous hébergez les données où ?',
      'les donnees sont hebergees ou',
      'ou sont hebergés les donnés',
    ]) {
      expect(await first(question)).toBe('/ressources/faq#ou-sont-hebergees-les-donnees')
    }
    expect(await first('y a un age minimum pour utiliser le chatbot ?')).toBe(
      '/ressources/faq#existe-t-il-un-age-minimum-pour-utiliser-le-chatbot',
    )
    expect(await first('etes vous en conformitée avec le rgpd')).toBe('/ressources/faq#parlia-est-il-conforme-au-rgpd')
    expect(await first('vous recrutez des développeurs ?')).toBe(
      '/rejoignez-nous/developpeur-full-stack-typescript#processus-de-recrutement',
    )
    expect(await first('combien de temps vous gardez les cookies de mesure d’audience')).toBe(
      '/politique-de-cookies#cookies-de-mesure-d-audience-soumis-a-votre-consentement',
    )
  })

  it('applies the editors’ synonyms', async () => {
    // « tarif » is in no passage: the group « prix, tarif, coût, combien… » finds the one that says what Parlia costs.
    expect(await first('quel est le tarif')).toBe('/ressources/faq#combien-coute-parlia')
    expect(await urls('quel est le tarif', 3, [])).not.toContain('/ressources/faq#combien-coute-parlia')
    // « gestion documentaire » is « GED », the connectors' category.
    expect(await first('gestion documentaire')).toMatch(/^\/solution\/connecteurs\//)
    expect(await first('un callbot pour notre standard téléphonique')).toBe('/solution/voicebot')
    expect(await urls('un callbot pour notre standard téléphonique', 1, [])).not.toEqual(['/solution/voicebot'])
  })

  it('scores from 0 to 1, best first, at most `limit` passages', async () => {
    const found = await index.search('comment fonctionne l’intégration avec GLPI ?', GROUPS, 5)
    expect(found).toHaveLength(5)
    expect(found[0]).toMatchObject({url: '/ressources/faq#comment-fonctionne-l-integration-avec-glpi', score: 1})
    const scores = found.map((result) => result.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    for (const score of scores) expect(score).toBeGreaterThan(0)
  })

  it('returns the first `limit` of the whole ranking, ties in the same order, however often asked', async () => {
    for (const question of [
      'comment fonctionne l’intégration avec GLPI ?',
      'vos données',
      'un assistant, des conversations',
    ]) {
      const all = await index.search(question, GROUPS, PASSAGES.length)
      expect(all.length).toBeGreaterThan(1)
      for (let limit = 1; limit < all.length; limit += 1)
        expect(await index.search(question, GROUPS, limit)).toEqual(all.slice(0, limit))
    }
    // A typo is looked up once, then remembered: the same passages, the same scores.
    const typed = await index.search('ou sont hebergés les donnés', GROUPS, 3)
    expect(await index.search('ou sont hebergés les donnés', GROUPS, 3)).toEqual(typed)
  })

  it('scores an off-topic question far below an answered one, whatever the question', async () => {
    const [hosting] = await index.search('vous hébergez les données où ?', GROUPS, 1)
    const [crepes] = await index.search('c’est quoi la recette des crêpes', GROUPS, 1)
    expect(hosting!.score).toBeGreaterThan(0.9)
    expect(crepes?.score ?? 0).toBeLessThan(0.35)
    expect(await index.search('et vous, où ?', GROUPS, 5)).toEqual([])
  })

  it('finds nothing in a passage that shares one word with a question about what the content never mentions', async () => {
    // "capital" is in the privacy policy (« capital social »); "Australie" nowhere.
    expect(await urls('Quelle est la capitale de l’Australie ?', 5)).toEqual([])
    expect(await first('quel est le capital social de Parlia ?')).toBe(
      '/politique-de-confidentialite#responsable-du-traitement',
    )
    // A word the content never uses does not hide a passage that says two others.
    expect(await first('le bidule GLPI, ça s’intègre comment ?')).toBe(
      '/ressources/faq#comment-fonctionne-l-integration-avec-glpi',
    )
  })

  it('keeps the passages as they are, with their score', async () => {
    const [found] = await index.search('Où sont hébergées les données ?', GROUPS, 1)
    const {score, ...rest} = found!
    expect(score).toBe(1)
    expect(rest).toEqual(PASSAGES[0])
  })
})
