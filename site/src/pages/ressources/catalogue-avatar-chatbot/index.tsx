import type {GetStaticProps} from 'next'

import {AvatarCatalogue} from '../../../features/avatars/AvatarCatalogue'
import {type AvatarCatalogueProps, getAvatarCataloguePage} from '../../../features/avatars/avatarData'
import {Section} from '../../../ui/components/Section/Section'
import {staticPageProps, type WithLayout} from '../../../ui/layout/staticProps'
import {ListingHero} from '../../../features/listings/ListingHero'

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
