import {postPath, routes} from '@parlia/schemas/routes'

import {PageHead, StructuredData} from '#seo/head'

import {Button} from '../../ui/components/Button/Button'
import {PageHero} from '../../ui/blocks/pageHero/PageHero'
import {RichText} from '../../ui/components/RichText/RichText'
import {Section} from '../../ui/components/Section/Section'
import {ShareBar} from '../../ui/components/ShareBar/ShareBar'
import {publicEnv} from '../../platform/env/public'
import type {WithLayout} from '../../ui/layout/staticProps'
import type {StructuredDataProps} from '../../platform/seo/structuredData/staticProps'
import type {PostData} from './blogData'
import styles from './Blog.module.css'
import {PostCard} from './PostCard'
import {PostMeta} from './PostMeta'

export type PostPageProps = WithLayout<{post: PostData}> & StructuredDataProps

/** An article of the blog: its header, its Portable Text body, sharing and related articles. */
export function PostPage({post, layout, structuredData}: PostPageProps) {
  return (
    <>
      <PageHead
        title={post.seo.metaTitle ?? `${post.title} – Blog ${layout.brandName}`}
        description={post.seo.metaDescription ?? post.excerpt}
        type="article"
        image={post.shareImage}
      />
      <StructuredData data={structuredData} />
      <PageHero
        title={post.title}
        lead={post.excerpt}
        image={post.cover}
        trail={[{label: 'Blog', href: routes.blog}, {label: post.title}]}
      >
        <PostMeta post={post} withAuthor />
      </PageHero>
      <div className={styles.article}>
        <RichText content={post.body} />
        <div className={styles.articleEnd}>
          <ShareBar url={`${publicEnv.siteUrl}${postPath(post.postId)}`} title={post.title} />
          <Button href={routes.blog} kind="secondary" size="md">
            <span aria-hidden="true">←</span> Retour au blog
          </Button>
        </div>
      </div>
      {post.related.length > 0 ? (
        <Section labelledBy="related-title" tone="alt">
          <h2 id="related-title">À lire aussi</h2>
          <ul className={styles.related}>
            {post.related.map((related) => (
              <li key={related.id}>
                <PostCard post={related} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  )
}
