import {routes} from '@parlia/schemas/routes'
import {listingPagePath} from '@parlia/schemas/pagedListings'

import {PageHead} from '#seo/head'

import {PageHero} from '../../ui/blocks/pageHero/PageHero'
import {ShareBar} from '../../ui/components/ShareBar/ShareBar'
import {pageTitle} from '../../platform/seo/pageTitle'
import {publicEnv} from '../../platform/env/public'
import type {WithLayout} from '../../ui/layout/staticProps'
import type {ListingPageData} from '../listings/listingPage'
import type {BlogListData} from './blogData'
import styles from './Blog.module.css'
import {CategoryList} from './CategoryList'
import {NewsletterSignup} from './NewsletterSignup'
import {PostList} from './PostList'

export type BlogListPageProps = WithLayout<{listing: ListingPageData; blog: BlogListData}>

/** The blog list, page 1 at /blog and page N at /blog?page=N (served by /blog/page/N). */
export function BlogListPage({listing, blog, layout}: BlogListPageProps) {
  const {page, pageCount} = blog
  const paged = page > 1
  const {title, hero, seo} = listing
  return (
    <>
      <PageHead
        title={
          paged ? `${hero.title} – page ${page} sur ${pageCount}` : pageTitle(seo.metaTitle, title, layout.brandName)
        }
        description={seo.metaDescription ?? hero.lead}
        // Served from /blog/page/N, whose path the server would otherwise name.
        url={listingPagePath('blog', page)}
      />
      <PageHero
        title={hero.title}
        lead={hero.lead}
        image={hero.image}
        trail={paged ? [{label: title, href: routes.blog}, {label: `Page ${page}`}] : [{label: title}]}
      />
      <div className={styles.listLayout}>
        <PostList
          title={paged ? `Articles, page ${page} sur ${pageCount}` : 'Derniers articles'}
          posts={blog.posts}
          page={page}
          total={blog.total}
          hrefFor={(target) => listingPagePath('blog', target)}
          paginationLabel="Pages du blog"
        />
        <div className={styles.sidebar}>
          <CategoryList categories={blog.categories} />
          <NewsletterSignup url={layout.newsletterUrl} brandName={layout.brandName} />
          <div className={styles.panel}>
            <ShareBar url={`${publicEnv.siteUrl}${routes.blog}`} title={hero.title} />
          </div>
        </div>
      </div>
    </>
  )
}
