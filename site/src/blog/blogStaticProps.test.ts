/** @jest-environment node */
import type {GetStaticPropsContext} from 'next'

import {REVALIDATE_SECONDS} from '../layout/staticProps'
import {getBlogPageCount} from './blogData'
import * as blogIndex from '../pages/blog/index'
import * as blogPage from '../pages/blog/page/[page]'
import * as blogPost from '../pages/blog/[postId]'
import * as categoryIndex from '../pages/blog/categorie/[slug]/index'
import * as categoryPage from '../pages/blog/categorie/[slug]/page/[page]'

const context = (params?: Record<string, string>): GetStaticPropsContext => ({params})

describe('the static props of the blog routes', () => {
  it('/blog is page 1, with the layout and a revalidation delay', async () => {
    const result = await blogIndex.getStaticProps(context())
    expect(result).toMatchObject({revalidate: REVALIDATE_SECONDS, props: {blog: {page: 1}}})
    expect('props' in result && result.props.layout.newsletterUrl).toMatch(/^https:\/\//)
  })

  it('/blog/page/[page] pre-renders pages 2 to the last one and generates new ones on request', async () => {
    const {paths, fallback} = await blogPage.getStaticPaths({})
    expect(fallback).toBe('blocking')
    const last = await getBlogPageCount()
    expect(last).toBeGreaterThanOrEqual(3)
    expect(paths).toEqual(Array.from({length: last - 1}, (_, index) => ({params: {page: String(index + 2)}})))
  })

  it('/blog/page/[page] renders an existing page, and 404s anything else, never throwing', async () => {
    const last = await getBlogPageCount()
    expect(await blogPage.getStaticProps(context({page: '2'}))).toMatchObject({
      props: {blog: {page: 2, pageCount: last}},
    })
    expect(await blogPage.getStaticProps(context({page: String(last)}))).toMatchObject({props: {blog: {page: last}}})
    expect(await blogPage.getStaticProps(context({page: '1'}))).toMatchObject({props: {blog: {page: 1}}})
    for (const page of ['99', String(last + 1), '0', '-1', 'abc', '2.5', '02']) {
      expect(await blogPage.getStaticProps(context({page}))).toEqual({notFound: true, revalidate: REVALIDATE_SECONDS})
    }
  })

  it('/blog/categorie/[slug] pre-renders every category and generates new ones on request', async () => {
    const {paths, fallback} = await categoryIndex.getStaticPaths({})
    expect(fallback).toBe('blocking')
    expect(paths).toEqual(
      expect.arrayContaining(
        ['conseils-projet', 'ia-generative', 'relation-client', 'service-public', 'support-interne'].map((slug) => ({
          params: {slug},
        })),
      ),
    )
    expect((await categoryPage.getStaticPaths({})).fallback).toBe('blocking')
  })

  it('/blog/categorie/[slug] renders page 1 of a category with a revalidation delay, and 404s an unknown one', async () => {
    const result = await categoryIndex.getStaticProps(context({slug: 'ia-generative'}))
    expect(result).toMatchObject({
      revalidate: REVALIDATE_SECONDS,
      props: {category: {slug: 'ia-generative', title: 'IA générative', page: 1}},
    })
    for (const slug of ['inconnue', '']) {
      expect(await categoryIndex.getStaticProps(context({slug}))).toEqual({
        notFound: true,
        revalidate: REVALIDATE_SECONDS,
      })
    }
  })

  it('/blog/categorie/[slug]/page/[page] 404s a page beyond the last, a bad number or an unknown category', async () => {
    expect(await categoryPage.getStaticProps(context({slug: 'ia-generative', page: '1'}))).toMatchObject({
      props: {category: {page: 1}},
    })
    for (const page of ['2', '0', 'abc', '02']) {
      expect(await categoryPage.getStaticProps(context({slug: 'ia-generative', page}))).toEqual({
        notFound: true,
        revalidate: REVALIDATE_SECONDS,
      })
    }
    expect(await categoryPage.getStaticProps(context({slug: 'inconnue', page: '1'}))).toEqual({
      notFound: true,
      revalidate: REVALIDATE_SECONDS,
    })
  })

  it('/blog/[postId] pre-renders every article and 404s an unknown one', async () => {
    const {paths, fallback} = await blogPost.getStaticPaths({})
    expect(fallback).toBe('blocking')
    expect(paths).toContainEqual({params: {postId: 'accessibilite-rgaa-chatbot'}})
    const result = await blogPost.getStaticProps(context({postId: 'accessibilite-rgaa-chatbot'}))
    expect(result).toMatchObject({props: {post: {postId: 'accessibilite-rgaa-chatbot'}}})
    expect(await blogPost.getStaticProps(context({postId: 'inconnu'}))).toEqual({
      notFound: true,
      revalidate: REVALIDATE_SECONDS,
    })
  })
})
