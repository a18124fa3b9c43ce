/** @jest-environment node */
import {existsSync} from 'node:fs'
import path from 'node:path'

import {PAGED_LISTINGS} from '@parlia/schemas/pagedListings'
import {evaluate, parse} from 'groq-js'

import {documentsOfType, slugsOf} from '../../../test/fixtures/dataset'
import {blogCategoryPageQuery, blogPageQuery, postQuery} from '../../content/queries'
import type {BlogPageQueryResult} from '../../content/sanity.types'
import {serverEnv} from '../../platform/env/server'
import {pageSlice} from '../listings/paging'
import {
  getBlogCategoryList,
  getBlogCategoryPageCounts,
  getBlogList,
  getBlogPageCount,
  getPost,
  getPostIds,
  toBlogCategoryList,
  toBlogList,
} from './blogData'

describe('toBlogList', () => {
  const result = (total: number): BlogPageQueryResult => ({
    total,
    posts: [],
    categories: [{id: 'c1', title: 'Relation client', slug: 'relation-client', description: 'd', count: 3}],
  })

  it('accepts the pages that exist and refuses the others', () => {
    const total = PAGED_LISTINGS.blog.pageSize * 2 + 1
    expect(toBlogList(result(total), 1)?.pageCount).toBe(3)
    expect(toBlogList(result(total), 3)?.page).toBe(3)
    expect(toBlogList(result(total), 4)).toBeNull()
    expect(toBlogList(result(total), 0)).toBeNull()
    expect(toBlogList(result(total), 1.5)).toBeNull()
  })

  it('keeps page 1 of an empty blog', () => {
    expect(toBlogList(result(0), 1)).toMatchObject({page: 1, pageCount: 1, total: 0, posts: []})
    expect(toBlogList(result(0), 2)).toBeNull()
  })
})

describe('the blog list query', () => {
  const run = async (documents: object[]) =>
    (
      await evaluate(parse(blogPageQuery, {params: pageSlice(1, 'blog')}), {
        dataset: documents,
        params: pageSlice(1, 'blog'),
      })
    ).get()

  it('lists only the categories that hold articles, and leaves out a deleted category of an article', async () => {
    const category = (id: string) => ({
      _id: id,
      _type: 'blogCategory',
      title: id,
      slug: {current: id},
      description: 'd',
    })
    const reference = (id: string) => ({_key: id, _type: 'reference', _ref: id})
    const blog = await run([
      category('pleine'),
      category('vide'),
      {
        _id: 'p1',
        _type: 'post',
        title: 'Un article',
        postId: {current: 'un'},
        categories: [reference('pleine'), reference('supprimee')],
      },
    ])
    expect(blog.categories).toEqual([{id: 'pleine', title: 'pleine', slug: 'pleine', description: 'd', count: 1}])
    expect(blog.posts[0].categories).toEqual([{id: 'pleine', title: 'pleine', slug: 'pleine'}])
  })
})

const category = (id: string) => ({_id: id, _type: 'blogCategory', title: id, slug: {current: id}, description: 'd'})
const reference = (id: string) => ({_key: id, _type: 'reference', _ref: id})
const words = (count: number) => Array.from({length: count}, (_, index) => `mot${index}`).join(' ')
const paragraph = (...texts: string[]) => ({
  _type: 'block',
  _key: texts.join('').slice(0, 8),
  style: 'normal',
  markDefs: [],
  children: texts.map((text, index) => ({_type: 'span', _key: `s${index}`, text, marks: []})),
})
const post = (id: string, over: object = {}) => ({
  _id: id,
  _type: 'post',
  title: id,
  postId: {current: id},
  publishedAt: '2025-01-01T09:00:00Z',
  ...over,
})

describe('the reading time the queries give each article', () => {
  const minutesOf = async (body: object[] | undefined) => {
    const dataset = [post('p', body ? {body} : {})]
    const result = await (
      await evaluate(parse(blogPageQuery, {params: pageSlice(1, 'blog')}), {dataset, params: pageSlice(1, 'blog')})
    ).get()
    return result.posts[0].readingMinutes
  }

  it.each([
    [230, 1],
    [231, 2],
    [460, 2],
    [1150, 5],
    [1151, 6],
  ])('reads %p words in %p minutes, at 230 words a minute rounded up', async (count, minutes) => {
    expect(await minutesOf([paragraph(words(count))])).toBe(minutes)
  })

  it('is one minute at least, for a short or empty body', async () => {
    expect(await minutesOf([paragraph('Trois petits mots')])).toBe(1)
    expect(await minutesOf([])).toBe(1)
    expect(await minutesOf(undefined)).toBe(1)
  })

  it('counts the words of every paragraph, across spans, and nothing else', async () => {
    // 200 + 31 words in two paragraphs (one of two spans), doubled spaces and an image between them: 231 words.
    const body = [
      paragraph(words(100), ` ${words(100)}`),
      {_type: 'bodyImage', _key: 'i'},
      paragraph(`  ${words(31).replaceAll(' ', '  ')} `),
    ]
    expect(await minutesOf(body)).toBe(2)
  })
})

describe('the related articles of an article', () => {
  const related = async (dataset: object[]) =>
    (await (await evaluate(parse(postQuery), {dataset, params: {postId: 'a'}})).get()).related.map(
      (card: {postId: string}) => card.postId,
    )
  const filed = (ids: string[], publishedAt: string) => ({categories: ids.map(reference), publishedAt})

  it('are the articles sharing the most categories, the newest first among equals, then the newest others', async () => {
    const dataset = [
      category('x'),
      category('y'),
      category('z'),
      post('a', filed(['x', 'y'], '2025-01-01T09:00:00Z')),
      post('both-old', filed(['x', 'y'], '2023-01-01T09:00:00Z')),
      post('x-new', filed(['x'], '2025-06-01T09:00:00Z')),
      post('y-old', filed(['y'], '2024-01-01T09:00:00Z')),
      post('none-newest', filed(['z'], '2026-01-01T09:00:00Z')),
    ]
    expect(await related(dataset)).toEqual(['both-old', 'x-new', 'y-old'])
    expect(await related(dataset.filter((doc) => doc._id !== 'y-old' && doc._id !== 'both-old'))).toEqual([
      'x-new',
      'none-newest',
    ])
  })
})

describe('the category listing query', () => {
  const run = async (dataset: object[], slug: string, page = 1) => {
    const params = {slug, ...pageSlice(page, 'blog')}
    return (await evaluate(parse(blogCategoryPageQuery, {params}), {dataset, params})).get()
  }
  const dataset = [
    category('x'),
    category('y'),
    post('old-x', {categories: [reference('x')], publishedAt: '2024-01-01T09:00:00Z'}),
    post('new-x', {categories: [reference('y'), reference('x')], publishedAt: '2025-01-01T09:00:00Z'}),
    post('only-y', {categories: [reference('y')], publishedAt: '2026-01-01T09:00:00Z'}),
  ]

  it('gives the category, its articles only, newest first, and their count', async () => {
    const result = await run(dataset, 'x')
    expect(result).toMatchObject({id: 'x', title: 'x', slug: 'x', description: 'd', total: 2})
    expect(result.posts.map((card: {postId: string}) => card.postId)).toEqual(['new-x', 'old-x'])
    expect(result.categories.map((item: {slug: string}) => item.slug)).toEqual(['x', 'y'])
  })

  it('answers null for an unknown category, which is then no page at all', async () => {
    const result = await run(dataset, 'inconnue')
    expect(result).toBeNull()
    expect(toBlogCategoryList(result, 1)).toBeNull()
  })

  it('has the pages its articles fill, page 1 even when empty', async () => {
    const full = [
      category('x'),
      ...Array.from({length: PAGED_LISTINGS.blog.pageSize + 1}, (_, n) =>
        post(`p${n}`, {categories: [reference('x')]}),
      ),
    ]
    expect(toBlogCategoryList(await run(full, 'x', 2), 2)).toMatchObject({
      page: 2,
      pageCount: 2,
      total: PAGED_LISTINGS.blog.pageSize + 1,
    })
    expect((await run(full, 'x', 2)).posts).toHaveLength(1)
    expect(toBlogCategoryList(await run(full, 'x', 3), 3)).toBeNull()
    expect(toBlogCategoryList(await run([category('x')], 'x'), 1)).toMatchObject({page: 1, pageCount: 1, posts: []})
  })
})

// The bundled dataset in content/, the one `npm start` serves: what is expected is computed from its articles and
// categories, so an editor's change of the blog fails none of these tests.
const publicFile = (src: string) => path.join(serverEnv.contentDir, src.replace(/^\/content\//, ''))
const posts = () => documentsOfType('post')
const postsFiledUnder = (categoryId: string) =>
  posts().filter((item) => item.categories?.some((reference) => reference._ref === categoryId))
const pagesOf = (total: number) => Math.max(1, Math.ceil(total / PAGED_LISTINGS.blog.pageSize))

describe('the blog on the bundled dataset', () => {
  it('lists the articles newest first, page by page, each on exactly one page', async () => {
    const last = await getBlogPageCount()
    expect(last).toBe(pagesOf(posts().length))
    const pages = await Promise.all(Array.from({length: last}, (_, index) => getBlogList(index + 1)))
    const listed = pages.flatMap((page) => page!.posts)
    for (const page of pages.slice(0, -1)) expect(page!.posts).toHaveLength(PAGED_LISTINGS.blog.pageSize)
    expect(pages[0]!.total).toBe(posts().length)
    expect(listed).toHaveLength(posts().length)
    expect(new Set(listed.map((post) => post.postId)).size).toBe(listed.length)
    const dates = listed.map((post) => Date.parse(post.publishedAt))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(await getBlogList(last + 1)).toBeNull()
    expect(await getBlogList(0)).toBeNull()
  })

  it('gives every card a cover on disk with its alt text, categories and an author', async () => {
    const blog = await getBlogList(1)
    for (const post of blog!.posts) {
      expect(post.cover?.alt).toBeTruthy()
      expect(existsSync(publicFile(post.cover!.src))).toBe(true)
      expect(post.categories.length).toBeGreaterThan(0)
      expect(post.author.name).toBeTruthy()
    }
  })

  it('lists the categories that hold articles, by title, each with its count of articles', async () => {
    const blog = await getBlogList(1)
    const expected = documentsOfType('blogCategory')
      .filter((category) => category.slug?.current && postsFiledUnder(category._id).length > 0)
      .map((category) => ({slug: category.slug.current, count: postsFiledUnder(category._id).length}))
    expect(blog!.categories.map(({slug, count}) => ({slug, count}))).toEqual(
      expect.arrayContaining(expected.map((category) => expect.objectContaining(category))),
    )
    expect(blog!.categories).toHaveLength(expected.length)
    const titles = blog!.categories.map((category) => category.title)
    expect(titles).toEqual([...titles].sort())
  })

  it('gives each article its body rendered with its headings, lists and resolved images, and related articles', async () => {
    const ids = await getPostIds()
    expect(ids.sort()).toEqual(slugsOf('post', 'postId').sort())
    for (const document of posts().filter((item) => item.postId?.current)) {
      const post = await getPost(document.postId.current)
      expect(post).not.toBeNull()
      const blocks = document.body ?? []
      const body = post!.body.__html!
      const headings = blocks.filter((block) => block._type === 'block' && ['h2', 'h3'].includes(block.style ?? ''))
      expect(body.match(/<h[23] id="[a-z0-9-]+">/g) ?? []).toHaveLength(headings.length)
      const items = blocks.filter((block) => block._type === 'block' && block.listItem)
      expect(body.match(/<li>/g) ?? []).toHaveLength(items.length)
      const images = [...body.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))
      expect(images).toHaveLength(blocks.filter((block) => block._type === 'bodyImage' && block.asset).length)
      for (const src of images) expect(existsSync(publicFile(src))).toBe(true)
      expect(post!.related).toHaveLength(Math.min(3, ids.length - 1))
      expect(post!.related.map((related) => related.postId)).not.toContain(post!.postId)
      // Props must be plain JSON: no undefined anywhere.
      expect(JSON.parse(JSON.stringify(post))).toStrictEqual(post)
    }
  })

  it('lists each category’s articles, and only its own, with a reading time', async () => {
    const categories = await getBlogCategoryPageCounts()
    const documents = documentsOfType('blogCategory').filter((category) => category.slug?.current)
    expect(categories.map((item) => item.slug).sort()).toEqual(
      documents.map((category) => category.slug.current).sort(),
    )
    for (const {slug, pageCount} of categories) {
      const filed = postsFiledUnder(documents.find((category) => category.slug.current === slug)!._id)
      expect(pageCount).toBe(pagesOf(filed.length))
      const list = await getBlogCategoryList(slug, 1)
      expect(list!.pageCount).toBe(pageCount)
      expect(list!.total).toBe(filed.length)
      expect(list!.posts).toHaveLength(Math.min(PAGED_LISTINGS.blog.pageSize, filed.length))
      for (const card of list!.posts) {
        expect(card.categories.map((item) => item.slug)).toContain(slug)
        expect(card.readingMinutes).toBeGreaterThanOrEqual(1)
      }
      expect(await getBlogCategoryList(slug, pageCount + 1)).toBeNull()
    }
    expect(await getBlogCategoryList('categorie-inconnue', 1)).toBeNull()
  })

  it('answers null for an unknown article', async () => {
    expect(await getPost('cet-article-n-existe-pas')).toBeNull()
  })
})
