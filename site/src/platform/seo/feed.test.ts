import {buildFeed, type FeedPost} from './feed'

const channel = {
  siteName: 'Parlia',
  siteUrl: 'https://www.parlia.fr',
  description: 'Nos articles sur l’IA conversationnelle.',
}
const posts: FeedPost[] = [
  {
    title: 'RGPD & chatbots : <les> points',
    postId: 'rgpd-et-chatbots',
    excerpt: 'Ce qu’un DPO vérifie & pourquoi.',
    publishedAt: '2025-03-14T09:00:00Z',
    updatedAt: '2025-04-02T08:30:00Z',
    categories: ['Conformité', 'Relation client'],
  },
  {
    title: 'Un voicebot au standard',
    postId: 'voicebot-standard',
    excerpt: 'Retour d’expérience.',
    publishedAt: '2025-02-01T10:00:00Z',
    updatedAt: null,
    categories: [],
  },
]

const parse = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  expect(doc.querySelector('parsererror')).toBeNull()
  return doc
}
const text = (node: ParentNode, selector: string) => node.querySelector(selector)?.textContent

describe('buildFeed', () => {
  it('is RSS 2.0 with the channel’s title, link, description, language and self link', () => {
    const doc = parse(buildFeed(posts, channel))
    expect(doc.documentElement.tagName).toBe('rss')
    expect(doc.documentElement.getAttribute('version')).toBe('2.0')
    const channelNode = doc.querySelector('channel')!
    expect(text(channelNode, ':scope > title')).toBe('Le blog Parlia')
    expect(text(channelNode, ':scope > link')).toBe('https://www.parlia.fr/blog')
    expect(text(channelNode, ':scope > description')).toBe('Nos articles sur l’IA conversationnelle.')
    expect(text(channelNode, ':scope > language')).toBe('fr-FR')
    expect(channelNode.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href')).toBe(
      'https://www.parlia.fr/rss/fr',
    )
  })

  it('dates the build at the latest change of an article, so the same content gives the same feed', () => {
    const xml = buildFeed(posts, channel)
    expect(text(parse(xml), 'lastBuildDate')).toBe('Wed, 02 Apr 2025 08:30:00 GMT')
    expect(buildFeed(posts, channel)).toBe(xml)
  })

  it('gives each article its title, link, permalink guid, description, date and categories', () => {
    const items = [...parse(buildFeed(posts, channel)).querySelectorAll('item')]
    expect(items).toHaveLength(2)
    const first = items[0]!
    expect(text(first, 'title')).toBe('RGPD & chatbots : <les> points')
    expect(text(first, 'link')).toBe('https://www.parlia.fr/blog/rgpd-et-chatbots')
    expect(text(first, 'guid')).toBe('https://www.parlia.fr/blog/rgpd-et-chatbots')
    expect(first.querySelector('guid')?.getAttribute('isPermaLink')).toBe('true')
    expect(text(first, 'description')).toBe('Ce qu’un DPO vérifie & pourquoi.')
    expect(text(first, 'pubDate')).toBe('Fri, 14 Mar 2025 09:00:00 GMT')
    expect([...first.querySelectorAll('category')].map((node) => node.textContent)).toEqual([
      'Conformité',
      'Relation client',
    ])
    expect(items[1]!.querySelectorAll('category')).toHaveLength(0)
  })

  it('is still a valid channel without any article', () => {
    const doc = parse(buildFeed([], channel))
    expect(doc.querySelectorAll('item')).toHaveLength(0)
    expect(text(doc, 'channel > title')).toBe('Le blog Parlia')
  })
})
