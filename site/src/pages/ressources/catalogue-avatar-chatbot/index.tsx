import type {GetStaticProps} from 'next'

import {AvatarCatalogue} from '../../../avatars/AvatarCatalogue'
import {type AvatarCatalogueData, getAvatarCatalogue} from '../../../avatars/avatarData'
import {PageHero} from '../../../components/PageHero/PageHero'
import {Section} from '../../../components/Section/Section'
import {staticPageProps, type WithLayout} from '../../../layout/staticProps'
import {PageHead} from '../../../seo/PageHead'

type CatalogueProps = WithLayout<{catalogue: AvatarCatalogueData}>

const TITLE = 'Catalogue d’avatars pour chatbot'

export default function AvatarCataloguePage({catalogue, layout}: CatalogueProps) {
  const lead =
    `${catalogue.count} personnages pour donner un visage à votre assistant virtuel : humains, robots, ` +
    'animaux et autres. Déclinez-les selon vos couleurs ou la saison, et téléchargez-les en SVG ou en PNG.'
  return (
    <>
      <PageHead title={`${TITLE} – ${layout.brandName}`} description={lead} />
      <PageHero title={TITLE} lead={lead} trail={[{label: 'Ressources'}, {label: 'Catalogue d’avatars'}]} />
      <Section labelledBy="catalogue-titre">
        <h2 id="catalogue-titre" className="visually-hidden">
          Les avatars par catégorie
        </h2>
        <AvatarCatalogue categories={catalogue.categories} />
      </Section>
    </>
  )
}

export const getStaticProps: GetStaticProps<CatalogueProps> = (context) =>
  staticPageProps(context, async (options) => ({catalogue: await getAvatarCatalogue(options)}))
