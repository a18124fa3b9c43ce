import type {BlogListData, PostCardData, PostData} from './blogData'

/** Articles as the data layer gives them, for component tests. */
export const postCardFixture = (n: number, overrides: Partial<PostCardData> = {}): PostCardData => ({
  id: `post-${n}`,
  postId: `article-${n}`,
  title: `Article numéro ${n}`,
  excerpt: `Le chapô de l’article ${n}.`,
  publishedAt: '2025-03-14T09:00:00Z',
  cover: {src: `/content/images/cover${n}-1200x630.svg`, width: 1200, height: 630, alt: `Illustration de l’article ${n}`},
  author: {name: 'Camille Rey', role: 'Responsable produit'},
  categories: [
    {id: 'blogCategory-relation-client', title: 'Relation client', slug: 'relation-client'},
    {id: 'blogCategory-ia-generative', title: 'IA générative', slug: 'ia-generative'},
  ],
  ...overrides,
})

export const blogListFixture = (page: number, overrides: Partial<BlogListData> = {}): BlogListData => ({
  page,
  pageCount: 3,
  total: 24,
  pageSize: 9,
  posts: Array.from({length: page === 3 ? 6 : 9}, (_, index) => postCardFixture((page - 1) * 9 + index + 1)),
  categories: [
    {id: 'c1', title: 'Relation client', slug: 'relation-client', description: 'Chatbot et voicebot.', count: 9},
    {id: 'c2', title: 'Service public', slug: 'service-public', description: 'Collectivités.', count: 1},
  ],
  ...overrides,
})

export const postFixture: PostData = {
  ...postCardFixture(1, {postId: 'rgpd-et-chatbots', title: 'RGPD & chatbots : les points de vigilance'}),
  updatedAt: '2025-04-02T08:30:00Z',
  shareImage: null,
  seo: {metaTitle: null, metaDescription: null},
  body: [
    {
      _type: 'block',
      _key: 'b0',
      style: 'normal',
      markDefs: [],
      children: [{_type: 'span', _key: 's0', text: 'Un chatbot traite des données personnelles.', marks: []}],
    },
    {
      _type: 'block',
      _key: 'b1',
      style: 'h2',
      markDefs: [],
      children: [{_type: 'span', _key: 's1', text: 'Les bases légales', marks: []}],
    },
    {
      _type: 'block',
      _key: 'b2',
      style: 'normal',
      listItem: 'bullet',
      level: 1,
      markDefs: [],
      children: [{_type: 'span', _key: 's2', text: 'le consentement', marks: []}],
    },
    {
      _type: 'block',
      _key: 'b3',
      style: 'normal',
      listItem: 'bullet',
      level: 1,
      markDefs: [],
      children: [{_type: 'span', _key: 's3', text: 'l’intérêt légitime', marks: []}],
    },
    {
      _type: 'bodyImage',
      _key: 'i0',
      image: {src: '/content/images/schema-800x450.svg', width: 800, height: 450, alt: 'Schéma des flux de données'},
      caption: 'Les flux de données d’un assistant',
    },
  ],
  related: [postCardFixture(7), postCardFixture(8)],
}
