/** @jest-environment node */
import {existsSync} from 'node:fs'
import path from 'node:path'

import {BLOG_PAGE_SIZE} from '@parlia/schemas/routes'
import {evaluate, parse} from 'groq-js'

import {blogPageQuery} from '../content/queries'
import type {BlogPageQueryResult} from '../content/sanity.types'
import {serverEnv} from '../env/server'
import {getBlogList, getBlogPageCount, getPost, getPostIds, pageSlice, parsePageParam, toBlogList} from './blogData'

describe('parsePageParam', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['12', 12],
  ])('reads %p as page %p', (value, page) => {
    expect(parsePageParam(value)).toBe(page)
  })

  it.each([['abc'], ['0'], ['-1'], ['+2'], ['2.5'], ['1e2'], ['02'], [' 2'], ['2abc'], [''], ['99999999999999999999']])(
    'refuses %p',
    (value) => {
      expect(parsePageParam(value)).toBeNull()
    },
  )

  it('refuses a missing or repeated parameter', () => {
    expect(parsePageParam(undefined)).toBeNull()
    expect(parsePageParam(['2', '3'])).toBeNull()
  })
})

describe('pageSlice', () => {
  it('gives the GROQ slice of a page, end excluded', () => {
    expect(pageSlice(1, 9)).toEqual({start: 0, end: 9})
    expect(pageSlice(3, 9)).toEqual({start: 18, end: 27})
  })
})

describe('toBlogList', () => {
  const result = (total: number): BlogPageQueryResult => ({
    total,
    posts: [],
    categories: [{id: 'c1', title: 'Relation client', slug: 'relation-client', description: 'd', count: 3}],
  })

  it('accepts the pages that exist and refuses the others', () => {
    const total = BLOG_PAGE_SIZE * 2 + 1
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
    (await evaluate(parse(blogPageQuery, {params: pageSlice(1)}), {dataset: documents, params: pageSlice(1)})).get()

  it('lists only the categories that hold articles, and leaves out a deleted category of an article', async () => {
    const category = (id: string) => ({_id: id, _type: 'blogCategory', title: id, slug: {current: id}, description: 'd'})
    const reference = (id: string) => ({_key: id, _type: 'reference', _ref: id})
    const blog = await run([
      category('pleine'),
      category('vide'),
      {_id: 'p1', _type: 'post', title: 'Un article', postId: {current: 'un'}, categories: [reference('pleine'), reference('supprimee')]},
    ])
    expect(blog.categories).toEqual([{id: 'pleine', title: 'pleine', slug: 'pleine', description: 'd', count: 1}])
    expect(blog.posts[0].categories).toEqual([{id: 'pleine', title: 'pleine', slug: 'pleine'}])
  })
})

// The bundled dataset in content/, the one `npm start` serves.
const publicFile = (src: string) => path.join(serverEnv.contentDir, src.replace(/^\/content\//, ''))

describe('the blog on the bundled dataset', () => {
  it('lists the articles newest first, page by page, each on exactly one page', async () => {
    const last = await getBlogPageCount()
    expect(last).toBeGreaterThanOrEqual(3)
    const pages = await Promise.all(Array.from({length: last}, (_, index) => getBlogList(index + 1)))
    const posts = pages.flatMap((page) => page!.posts)
    expect(pages[0]!.posts).toHaveLength(BLOG_PAGE_SIZE)
    expect(posts).toHaveLength(pages[0]!.total)
    expect(new Set(posts.map((post) => post.postId)).size).toBe(posts.length)
    const dates = posts.map((post) => Date.parse(post.publishedAt))
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

  it('counts the articles of each category', async () => {
    const blog = await getBlogList(1)
    expect(blog!.categories.length).toBeGreaterThanOrEqual(3)
    const filed = blog!.categories.reduce((sum, category) => sum + category.count, 0)
    expect(filed).toBeGreaterThanOrEqual(blog!.total)
  })

  it('gives an article its Portable Text body with resolved images, and related articles', async () => {
    const ids = await getPostIds()
    expect(ids.length).toBe((await getBlogList(1))!.total)
    const post = await getPost('assistant-rh-questions-collaborateurs')
    expect(post).not.toBeNull()
    expect(post!.body.some((block) => block._type === 'block' && block.style === 'h2')).toBe(true)
    expect(post!.body.some((block) => block._type === 'block' && block.listItem === 'bullet')).toBe(true)
    const images = post!.body.flatMap((block) => (block._type === 'bodyImage' ? [block.image] : []))
    expect(images.length).toBeGreaterThan(0)
    for (const image of images) expect(existsSync(publicFile(image.src))).toBe(true)
    expect(post!.related.length).toBeGreaterThan(0)
    expect(post!.related.map((related) => related.postId)).not.toContain(post!.postId)
    // Props must be plain JSON: no undefined anywhere.
    expect(JSON.parse(JSON.stringify(post))).toStrictEqual(post)
  })

  it('answers null for an unknown article', async () => {
    expect(await getPost('cet-article-n-existe-pas')).toBeNull()
  })
})
