import {routes} from '@parlia/schemas/routes'

import {PageHead} from '#seo/head'

import {PageHero} from '../../ui/blocks/pageHero/PageHero'
import richTextStyles from '../../ui/components/RichText/RichText.module.css'
import {ProseBand} from '../../ui/blocks/proseBand/ProseBand'
import {dateTimeAttribute, formatDate} from '../../ui/pageParts/format'
import {publicEnv} from '../../platform/env/public'
import type {WithLayout} from '../../ui/layout/staticProps'
import type {AccessibilityProps} from './accessibilityData'
import {ACCESSIBILITY_STATEMENT as STATEMENT} from './statement'
import {ACCESSIBILITY_STATUS} from './status'

const TITLE = 'Déclaration d’accessibilité'

/** The pages the automated checks cover, one per template (the RGAA asks for the sample). */
const CHECKED_PAGES = [
  {label: 'Accueil', href: routes.home},
  {label: 'Solution', href: routes.solution},
  {label: 'Catalogue des connecteurs', href: routes.connectors},
  {label: 'Cas d’usage', href: routes.useCases},
  {label: 'Catalogue d’avatars', href: routes.avatars},
  {label: 'Blog', href: routes.blog},
  {label: 'FAQ', href: routes.faq},
  {label: 'Contact', href: routes.contact},
  {label: 'Planifier une démo', href: routes.demo},
  {label: 'Mentions légales', href: routes.legalNotice},
  {label: 'Politique de cookies', href: routes.cookiePolicy},
  {label: TITLE, href: routes.accessibility},
]

/** The accessibility statement, in the order and wording of the RGAA's model statement. */
export function AccessibilityStatementPage({publisher, layout}: WithLayout<AccessibilityProps>) {
  const site = publicEnv.siteUrl
  return (
    <>
      <PageHead
        title={`${TITLE} | ${layout.brandName}`}
        description={`État de conformité du site ${layout.brandName} au RGAA, contenus non accessibles, contact et voies de recours.`}
      />
      <PageHero title={TITLE} trail={[{label: TITLE}]} />
      <ProseBand>
        <div className={richTextStyles.richText}>
          <p>
            {publisher.name} s’engage à rendre son site internet accessible conformément à l’article 47 de la loi n°
            2005-102 du 11 février 2005.
          </p>
          <p>
            Cette déclaration d’accessibilité s’applique au site <a href={site}>{site.replace(/^https?:\/\//, '')}</a>.
          </p>

          <h2>État de conformité</h2>
          <p>
            Le site {layout.brandName} est <strong>{ACCESSIBILITY_STATUS}</strong> avec le référentiel général
            d’amélioration de l’accessibilité (RGAA), version {STATEMENT.rgaaVersion}, en raison des non-conformités et
            des contenus non vérifiés énumérés ci-dessous.
          </p>

          <h2>Résultats des tests</h2>
          <p>
            Aucun audit de conformité au RGAA n’a encore été réalisé sur ce site : aucun taux de conformité ne peut donc
            être publié. L’état de conformité ci-dessus repose sur nos propres vérifications, automatisées et manuelles,
            décrites plus bas. Il sera remplacé par le résultat d’un audit dès que celui-ci aura été mené.
          </p>

          <h2>Contenus non accessibles</h2>
          <h3>Non-conformités et contenus non vérifiés</h3>
          <p>
            Faute d’audit, la liste des non-conformités n’est pas établie. Ces contenus n’ont pas encore été vérifiés :
          </p>
          <ul>
            <li>les documents PDF téléchargeables, comme les livres blancs (structure, ordre de lecture) ;</li>
            <li>les vidéos des replays de webinaires (sous-titres, transcription) ;</li>
            <li>les images d’avatars proposées au téléchargement ;</li>
            <li>la restitution des pages par les lecteurs d’écran (NVDA, JAWS, VoiceOver).</li>
          </ul>
          <h3>Dérogations pour charge disproportionnée</h3>
          <p>Aucune.</p>
          <h3>Contenus non soumis à l’obligation d’accessibilité</h3>
          <p>
            Les services de tiers vers lesquels le site renvoie, qui ne sont ni développés ni contrôlés par{' '}
            {publisher.name} : la page d’inscription à la newsletter et le service de prise de rendez-vous.
          </p>

          <h2>Établissement de cette déclaration d’accessibilité</h2>
          <p>
            Cette déclaration a été établie le{' '}
            <time dateTime={dateTimeAttribute(STATEMENT.establishedOn)}>{formatDate(STATEMENT.establishedOn)}</time>.
          </p>
          <h3>Technologies utilisées pour la réalisation du site</h3>
          <ul>
            {STATEMENT.technologies.map((technology) => (
              <li key={technology}>{technology}</li>
            ))}
          </ul>
          <h3>Environnement de test</h3>
          <p>Les vérifications ont été menées dans l’environnement suivant :</p>
          <ul>
            {STATEMENT.testEnvironment.map((environment) => (
              <li key={environment}>{environment}</li>
            ))}
          </ul>
          <p>
            Les combinaisons de la base de référence du RGAA (navigateur et lecteur d’écran) n’ont pas encore été
            testées.
          </p>
          <h3>Outils pour évaluer l’accessibilité</h3>
          <ul>
            {STATEMENT.tools.map((tool) => (
              <li key={tool}>{tool}</li>
            ))}
          </ul>
          <h3>Pages du site ayant fait l’objet des vérifications</h3>
          <ul>
            {CHECKED_PAGES.map((page) => (
              <li key={page.href}>
                <a href={page.href}>{page.label}</a>
              </li>
            ))}
          </ul>

          <h2>Retour d’information et contact</h2>
          <p>
            Si vous n’arrivez pas à accéder à un contenu ou à un service, vous pouvez contacter le responsable du site
            pour être orienté vers une alternative accessible ou obtenir le contenu sous une autre forme :
          </p>
          <ul>
            <li>
              par le <a href={routes.contact}>formulaire de contact</a> ;
            </li>
            <li>
              par e-mail : <a href={`mailto:${publisher.email}`}>{publisher.email}</a> ;
            </li>
            <li>
              par courrier : {publisher.name}, {publisher.address}.
            </li>
          </ul>

          <h2>Voies de recours</h2>
          <p>
            Si vous avez signalé au responsable du site un défaut d’accessibilité qui vous empêche d’accéder à un
            contenu ou à l’un des services du site et que vous n’avez pas obtenu de réponse satisfaisante, vous pouvez :
          </p>
          <ul>
            <li>
              écrire un message au Défenseur des droits :{' '}
              <a href="https://formulaire.defenseurdesdroits.fr/">formulaire.defenseurdesdroits.fr</a> ;
            </li>
            <li>
              contacter le délégué du Défenseur des droits dans votre région :{' '}
              <a href="https://www.defenseurdesdroits.fr/carte-des-delegues">
                liste des délégués du Défenseur des droits
              </a>{' '}
              ;
            </li>
            <li>
              appeler le Défenseur des droits au <a href="tel:+33969390000">09 69 39 00 00</a> ;
            </li>
            <li>
              envoyer un courrier par la poste (gratuit, ne pas mettre de timbre) : Défenseur des droits, Libre réponse
              71120, 75342 Paris CEDEX 07.
            </li>
          </ul>
        </div>
      </ProseBand>
    </>
  )
}
