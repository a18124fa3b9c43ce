import type {LayoutData} from '../layout/layoutData'

/** A complete layout, as getLayoutData returns it, for component tests. */
export const layoutFixture: LayoutData = {
  brandName: 'Parlia',
  tagline: 'L’IA conversationnelle no-code',
  description: 'Plateforme no-code de chatbots et d’assistants virtuels, hébergée en France.',
  logo: {src: '/content/images/logo-200x56.svg', width: 200, height: 56, alt: 'Parlia'},
  shareImage: {url: 'http://localhost:3000/partage/logo-abc.png', width: 1200, height: 630, alt: 'Parlia'},
  adminConsoleUrl: 'https://app.parlia.fr/',
  newsletterUrl: 'https://newsletter.parlia.fr/inscription',
  socialLink: {network: 'LinkedIn', url: 'https://www.linkedin.com/company/parlia'},
  tenderTemplateUrl: 'https://ressources.parlia.fr/modele.docx',
  contactEmail: 'contact@parlia.fr',
  year: 2031,
  menus: [
    {
      key: 'm1',
      title: 'Solution',
      links: [{key: 'l1', label: 'Voicebot', href: '/solution/voicebot', description: 'Un callbot pour votre standard'}],
    },
    {
      key: 'm2',
      title: 'Ressources',
      links: [
        {key: 'l2', label: 'FAQ', href: '/ressources/faq', description: null},
        {key: 'l3', label: 'Modèle de cahier des charges', href: 'https://ressources.parlia.fr/modele.docx', description: null},
      ],
    },
  ],
}
