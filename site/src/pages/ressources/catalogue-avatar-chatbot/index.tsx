import type {GetStaticProps} from 'next'

import {AvatarCatalogue} from '../../../avatars/AvatarCatalogue'
import {type AvatarCatalogueProps, getAvatarCataloguePage} from '../../../avatars/avatarData'
import {Section} from '../../../components/Section/Section'
import {staticPageProps, type WithLayout} from '../../../layout/staticProps'
import {ListingHero} from '../../../listings/ListingHero'

export default function AvatarCataloguePage({listing, catalogue, layout}: WithLayout<AvatarCatalogueProps>) {
  return (
    <>
      <ListingHero listing={listing} brandName={layout.brandName} parents={[{label: 'Ressources'}]} />
      <Section labelledBy="catalogue-titre">
        <h2 id="catalogue-titre" className="visually-hidden">
          Les avatars par catégorie
        </h2>
        <AvatarCatalogue categories={catalogue.categories} />
      </Section>
    </>
  )
}

export const getStaticProps: GetStaticProps<WithLayout<AvatarCatalogueProps>> = (context) =>
  staticPageProps(context, getAvatarCataloguePage)
