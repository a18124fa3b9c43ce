import {COMPANY_FACTS} from '@parlia/schemas/constants/company'
import {ITEM_NAME_PLACEHOLDER, LISTING_PAGES} from '@parlia/schemas/constants/listingPages'
import {SOLUTION_OVERVIEW_SLUG} from '@parlia/schemas/routes'
import {at, defineMigration, type NodePatch, setIfMissing} from 'sanity/migrate'

/** The brand the components wrote into the bands before editors could. */
const FORMER_BRAND = 'Parlia'

const CUSTOMER_CASES_BAND = {
  title: 'Et si le prochain cas client, c’était vous ?',
  text: 'Parlons de vos questions les plus fréquentes et des résultats que vous visez.',
}

/** The bands the pages' components wrote, by document id (drafts share their document's). */
const FORMER_BANDS: Readonly<Record<string, {title: string; text: string}>> = {
  aboutPage: {
    title: 'Envie de faire avancer l’IA conversationnelle avec nous ?',
    text: `Nous recrutons à ${COMPANY_FACTS.city} : découvrez nos offres ou parlez-nous de votre projet.`,
  },
  securityPage: {
    title: 'Une question de votre DPO ou de votre RSSI ?',
    text: 'Nous répondons aux questionnaires de sécurité et étudions avec vous les exigences de votre projet.',
  },
  publicBuyersPage: {
    title: 'Vous préparez une consultation ?',
    text: 'Nous répondons à vos questions sur le besoin, les pièces du dossier et les délais.',
  },
  [LISTING_PAGES.useCases.id]: {
    title: 'Votre cas d’usage n’est pas dans la liste ?',
    text: 'Chaque organisation est unique : parlons de vos questions les plus fréquentes et des outils que l’assistant doit utiliser.',
  },
  [LISTING_PAGES.customerCases.id]: CUSTOMER_CASES_BAND,
}

/** The bands the connectors' and use cases' pages wrote, `{nom}` for their name, by their listing's id. */
const FORMER_ITEM_BANDS: Readonly<Record<string, {title: string; text: string}>> = {
  [LISTING_PAGES.connectors.id]: {
    title: `Un projet avec ${ITEM_NAME_PLACEHOLDER} ?`,
    text: `Parlons de vos usages : nous vous montrons comment relier votre assistant à ${ITEM_NAME_PLACEHOLDER} et à vos autres outils métiers.`,
  },
  [LISTING_PAGES.useCases.id]: {
    title: `${ITEM_NAME_PLACEHOLDER} : parlons de votre projet`,
    text: 'Montrez-nous vos questions les plus fréquentes : nous vous montrons comment l’assistant y répond, en direct, avec vos outils.',
  },
}

/** The band a solution page's component wrote: the overview's, or one naming the solution. */
const solutionBand = (slug: unknown, title: unknown) =>
  slug === SOLUTION_OVERVIEW_SLUG
    ? {
        title: `Voyons ensemble ce que ${FORMER_BRAND} peut faire pour vous`,
        text: 'Une démonstration sur vos propres cas d’usage, avec un expert de l’IA conversationnelle.',
      }
    : {
        title: `Découvrez ${typeof title === 'string' ? title : ''} en action`,
        text: 'Montrez-nous vos questions les plus fréquentes : nous vous montrons comment l’assistant y répond, en direct.',
      }

/** The names the sub-processors' feed had: the page's, and the list's introduction as its presentation. */
const FORMER_FEED_TITLE = 'Changements de sous-traitants'

/**
 * The closing bands of the content pages (the connectors' and use cases' written once on their listing, `{nom}` for
 * the page's name) and the sub-processors' feed's name were French written in the site's components; they are now
 * fields editors fill. For a dataset from before (the bundled one is already migrated), this fills each missing one
 * with what the page showed: `node studio/scripts/sanity.mjs migration run closing-bands` (a
 * dry run; add `--no-dry-run` to write), drafts included. A field already filled is left as it is.
 */
export default defineMigration({
  title: 'Content pages: their closing band, and the sub-processors feed’s name, as fields',
  documentTypes: ['aboutPage', 'securityPage', 'publicBuyersPage', 'solutionPage', 'listingPage'],
  migrate: {
    document(document) {
      const id = document._id.replace(/^drafts\./u, '')
      const slug = (document.slug as {current?: unknown} | undefined)?.current
      const band = document._type === 'solutionPage' ? solutionBand(slug, document.title) : FORMER_BANDS[id]
      const patches: NodePatch[] = band && !document.cta ? [at('cta', setIfMissing(band))] : []
      const itemBand = FORMER_ITEM_BANDS[id]
      if (itemBand && !document.itemCta) patches.push(at('itemCta', setIfMissing(itemBand)))
      const subProcessors = document.subProcessors as {intro?: unknown} | undefined
      if (document._type === 'securityPage' && subProcessors) {
        patches.push(at(['subProcessors', 'feedTitle'], setIfMissing(FORMER_FEED_TITLE)))
        if (typeof subProcessors.intro === 'string') {
          patches.push(at(['subProcessors', 'feedDescription'], setIfMissing(subProcessors.intro)))
        }
      }
      return patches
    },
  },
})
