/** @jest-environment node */
import type {GetStaticPropsContext} from 'next'

import {PAGED_LISTINGS} from '@parlia/schemas/pagedListings'

import {documentsOfType} from '../../../test/fixtures/dataset'
import {PRERENDERED_LIST_PAGES, REVALIDATE_SECONDS} from '../../ui/layout/staticProps'
import {getBlogPageCount} from './blogData'
import * as blogIndex from '../../pages/blog/index'
import * as blogPage from '../../pages/blog/page/[page]'
import * as blogPost from '../../pages/blog/[postId]'
import * as categoryIndex from '../../pages/blog/categorie/[slug]/index'
import * as categoryPage from '../../pages/blog/categorie/[slug]/page/[page]'

const context = (params?: Record<string, string>): GetStaticPropsContext => ({params})

// The routes read the bundled dataset in content/, the one `npm start` serves: the pages, categories and articles
// expected are computed from its documents, so an editor's change of the blog fails none of these tests.
const pagesOf = (total: number) => Math.max(1, Math.ceil(total / PAGED_LISTINGS.blog.pageSize))
const categories = () =>
  documentsOfType('blogCategory')
    .filter((category) => category.slug?.current)
    .map((category) => ({
      ...category,
      posts: documentsOfType('post').filter((post) => post.categories?.some(({_ref}) => _ref === category._id)).length,
    }))

describe('the static props of the blog routes', () => {
  it('/blog is page 1, with the layout and a revalidation delay', async () => {
    const result = await blogIndex.getStaticProps(context())
    expect(result).toMatchObject({revalidate: REVALIDATE_SECONDS, props: {blog: {page: 1}}})
    expect('props' in result && result.props.layout.newsletterUrl).toMatch(/^https:\/\//)
  })

  it('/blog/page/[page] pre-renders pages 2 to the last or the tenth, and generates the others on request', async () => {
    const {paths, fallback} = await blogPage.getStaticPaths({})
    expect(fallback).toBe('blocking')
    const last = await getBlogPageCount()
    expect(last).toBe(pagesOf(documentsOfType('post').length))
    const prerendered = Math.min(last, PRERENDERED_LIST_PAGES)
    expect(paths).toEqual(Array.from({length: prerendered - 1}, (_, index) => ({params: {page: String(index + 2)}})))
  })

  it('pre-renders the first PRERENDERED_LIST_PAGES pages of a long list only, the blog’s and each category’s', async () => {
    const pages: {blog: unknown[]; categories: unknown[]} = {blog: [], categories: []}
    await jest.isolateModulesAsync(async () => {
      jest.doMock('./blogData', () => ({
        ...jest.requireActual<object>('./blogData'),
        getBlogPageCount: async () => 40,
        getBlogCategoryPageCounts: async () => [
          {slug: 'longue', pageCount: 25},
          {slug: 'courte', pageCount: 3},
        ],
      }))
      pages.blog = (await (await import('../../pages/blog/page/[page]')).getStaticPaths({})).paths
      pages.categories = (
        await (await import('../../pages/blog/categorie/[slug]/page/[page]')).getStaticPaths({})
      ).paths
    })
    expect(pages.blog).toHaveLength(PRERENDERED_LIST_PAGES - 1)
    expect(pages.blog.at(-1)).toEqual({params: {page: String(PRERENDERED_LIST_PAGES)}})
    expect(pages.categories).toEqual([
      ...Array.from({length: PRERENDERED_LIST_PAGES - 1}, (_, index) => ({
        params: {slug: 'longue', page: String(index + 2)},
      })),
      {params: {slug: 'courte', page: '2'}},
      {params: {slug: 'courte', page: '3'}},
    ])
  })

  it('/blog/page/[page] renders an existing page, and 404s anything else, never throwing', async () => {
    const last = await getBlogPageCount()
    for (let page = 2; page <= last; page += 1) {
      expect(await blogPage.getStaticProps(context({page: String(page)}))).toMatchObject({
        props: {blog: {page, pageCount: last}},
      })
    }
    expect(await blogPage.getStaticProps(context({page: '1'}))).toMatchObject({props: {blog: {page: 1}}})
    for (const page of [String(last + 1), String(last + 99), '0', '-1', 'abc', '2.5', '02']) {
      expect(await blogPage.getStaticProps(context({page}))).toEqual({notFound: true, revalidate: REVALIDATE_SECONDS})
    }
  })

  it('/blog/categorie/[slug] pre-renders every category and generates new ones on request', async () => {
    const {paths, fallback} = await categoryIndex.getStaticPaths({})
    expect(fallback).toBe('blocking')
    expect(paths).toEqual(
      expect.arrayContaining(categories().map((category) => ({params: {slug: category.slug.current}}))),
    )
    expect((await categoryPage.getStaticPaths({})).fallback).toBe('blocking')
  })

  it('/blog/categorie/[slug] renders page 1 of a category with a revalidation delay, and 404s an unknown one', async () => {
    for (const {slug, title} of categories()) {
      expect(await categoryIndex.getStaticProps(context({slug: slug.current}))).toMatchObject({
        revalidate: REVALIDATE_SECONDS,
        props: {category: {slug: slug.current, title, page: 1}},
      })
    }
    for (const slug of ['inconnue', '']) {
      expect(await categoryIndex.getStaticProps(context({slug}))).toEqual({
        notFound: true,
        revalidate: REVALIDATE_SECONDS,
      })
    }
  })

  it('/blog/categorie/[slug]/page/[page] 404s a page beyond the last, a bad number or an unknown category', async () => {
    for (const {slug, posts} of categories()) {
      const last = pagesOf(posts)
      expect(await categoryPage.getStaticProps(context({slug: slug.current, page: String(last)}))).toMatchObject({
        props: {category: {page: last, pageCount: last}},
      })
      for (const page of [String(last + 1), '0', 'abc', '02']) {
        expect(await categoryPage.getStaticProps(context({slug: slug.current, page}))).toEqual({
          notFound: true,
          revalidate: REVALIDATE_SECONDS,
        })
      }
    }
    expect(await categoryPage.getStaticProps(context({slug: 'inconnue', page: '1'}))).toEqual({
      notFound: true,
      revalidate: REVALIDATE_SECONDS,
    })
  })

  it('/blog/[postId] pre-renders every article and 404s an unknown one', async () => {
    const {paths, fallback} = await blogPost.getStaticPaths({})
    expect(fallback).toBe('blocking')
    const postIds = documentsOfType('post').flatMap((post) => (post.postId?.current ? [post.postId.current] : []))
    expect(paths).toEqual(expect.arrayContaining(postIds.map((postId) => ({params: {postId}}))))
    for (const postId of postIds) {
      expect(await blogPost.getStaticProps(context({postId}))).toMatchObject({props: {post: {postId}}})
    }
    expect(await blogPost.getStaticProps(context({postId: 'inconnu'}))).toEqual({
      notFound: true,
      revalidate: REVALIDATE_SECONDS,
    })
  })
})
