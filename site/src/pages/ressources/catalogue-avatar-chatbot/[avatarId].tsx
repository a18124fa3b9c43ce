import {routes} from '@parlia/schemas/routes'
import type {GetStaticPaths, GetStaticProps} from 'next'

import {PageHead} from '#seo/head'

import {AvatarChatPreview} from '../../../features/avatars/AvatarChatPreview'
import {AvatarComparison} from '../../../features/avatars/AvatarComparison'
import {type AvatarPageData, getAvatarIds, getAvatarPage} from '../../../features/avatars/avatarData'
import styles from '../../../features/avatars/Avatars.module.css'
import {AvatarVariations} from '../../../features/avatars/AvatarVariations'
import {Button} from '../../../ui/components/Button/Button'
import {PageHero} from '../../../ui/blocks/pageHero/PageHero'
import {Section} from '../../../ui/components/Section/Section'
import {staticPageProps, type WithLayout} from '../../../ui/layout/staticProps'

type AvatarProps = WithLayout<{avatar: AvatarPageData}>

export default function AvatarPage({avatar, layout}: AvatarProps) {
  return (
    <>
      <PageHead
        title={avatar.seo.metaTitle ?? `${avatar.name}, avatar de chatbot – ${layout.brandName}`}
        description={avatar.seo.metaDescription ?? avatar.description}
      />
      <PageHero
        title={avatar.name}
        lead={avatar.description}
        image={avatar.hero}
        trail={[{label: 'Ressources'}, {label: 'Catalogue d’avatars', href: routes.avatars}, {label: avatar.name}]}
      />
      <Section labelledBy="variations-titre" tone="alt">
        <h2 id="variations-titre" className={styles.sectionTitle}>
          Les variations de {avatar.name}
        </h2>
        <div className={styles.variationsLayout}>
          <AvatarVariations name={avatar.name} variations={avatar.variations} seasons={avatar.seasons} />
          <AvatarComparison name={avatar.name} variations={avatar.variations} archive={avatar.archive} />
        </div>
        <p className={styles.backLink}>
          <Button href={routes.avatars} kind="ghost" size="md">
            Voir tout le catalogue d’avatars
          </Button>
        </p>
      </Section>
      <Section labelledBy="apercu-titre">
        <h2 id="apercu-titre" className={styles.sectionTitle}>
          {avatar.name} dans le widget de conversation
        </h2>
        <AvatarChatPreview name={avatar.name} description={avatar.description} image={avatar.image} />
      </Section>
    </>
  )
}

type Params = {avatarId: string}

export const getStaticPaths: GetStaticPaths<Params> = async () => ({
  paths: (await getAvatarIds()).map((avatarId) => ({params: {avatarId}})),
  fallback: 'blocking',
})

export const getStaticProps: GetStaticProps<AvatarProps, Params> = (context) =>
  staticPageProps(context, async (options) => {
    const avatarId = context.params?.avatarId
    const avatar = avatarId ? await getAvatarPage(avatarId, options) : null
    return avatar && {avatar}
  })
