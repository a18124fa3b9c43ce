import {routes} from '@parlia/schemas/routes'
import {blogCategoryPath} from '@parlia/schemas/pagedListings'

import {PageHead} from '#seo/head'

import {PageHero} from '../../ui/blocks/pageHero/PageHero'
import {ShareBar} from '../../ui/components/ShareBar/ShareBar'
import {publicEnv} from '../../platform/env/public'
import type {WithLayout} from '../../ui/layout/staticProps'
import type {BlogCategoryListData} from './blogData'
import styles from './Blog.module.css'
import {CategoryList} from './CategoryList'
import {NewsletterSignup} from './NewsletterSignup'
import {PostList} from './PostList'

export type BlogCategoryPageProps = WithLayout<{category: BlogCategoryListData}>

/** A category's listing, page 1 at /blog/categorie/<slug> and page N at ?page=N (served by …/page/N). */
export function BlogCategoryPage({category, layout}: BlogCategoryPageProps) {
  const {page, pageCount, title, slug} = category
  const paged = page > 1
  const hrefFor = (n: number) => blogCategoryPath(slug, n)
  return (
    <>
      <PageHead
        title={`${title} – Blog ${layout.brandName}${paged ? ` – page ${page} sur ${pageCount}` : ''}`}
        description={category.description}
        // Served from …/page/N, whose path the server would otherwise name.
        url={hrefFor(page)}
      />
      <PageHero
        title={title}
        lead={category.description}
        trail={[
          {label: 'Blog', href: routes.blog},
          ...(paged ? [{label: title, href: hrefFor(1)}, {label: `Page ${page}`}] : [{label: title}]),
        ]}
      />
      <div className={styles.listLayout}>
        <PostList
          title={paged ? `Articles, page ${page} sur ${pageCount}` : 'Articles de la catégorie'}
          posts={category.posts}
          page={page}
          total={category.total}
          hrefFor={hrefFor}
          paginationLabel="Pages de la catégorie"
        />
        <div className={styles.sidebar}>
          <CategoryList categories={category.categories} current={slug} />
          <NewsletterSignup url={layout.newsletterUrl} brandName={layout.brandName} />
          <div className={styles.panel}>
            <ShareBar url={`${publicEnv.siteUrl}${hrefFor(1)}`} title={title} />
          </div>
        </div>
      </div>
    </>
  )
}
