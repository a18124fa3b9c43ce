import {blogPostingJsonLd} from './blogPosting'
import {breadcrumbJsonLd} from './breadcrumbs'
import {organizationJsonLd, postalAddressOf} from './company'
import {customerStoryJsonLd} from './customerStory'
import {jobPostingJsonLd} from './jobPosting'
import {documentsPageJsonLd} from './documentsPage'
import type {OrganizationRef} from './organization'
import {softwareApplicationJsonLd} from './softwareApplication'

const SITE = 'https://www.parlia.fr'
const company: OrganizationRef = {
  name: 'Parlia',
  siteUrl: SITE,
  logo: {src: '/content/images/abc-200x56.svg', width: 200, height: 56, alt: 'Parlia'},
}
const reference = {
  '@type': 'Organization',
  '@id': 'https://www.parlia.fr/#organization',
  name: 'Parlia',
  url: 'https://www.parlia.fr/',
  logo: {
    '@type': 'ImageObject',
    url: 'https://www.parlia.fr/content/images/abc-200x56.svg',
    width: '200',
    height: '56',
  },
}

describe('organizationJsonLd', () => {
  it('names the company, its address in Lyon, its founding year, social profile and contact', () => {
    const data = organizationJsonLd({
      ...company,
      legalName: 'Parlia SAS',
      description: 'Plateforme no-code de chatbots.',
      headOffice: '12 rue de la Part-Dieu, 69003 Lyon, France',
      telephone: '+33 4 78 00 00 00',
      email: 'contact@parlia.fr',
      sameAs: ['https://www.linkedin.com/company/parlia'],
    })
    expect(data).toEqual({
      '@context': 'https://schema.org',
      ...reference,
      legalName: 'Parlia SAS',
      description: 'Plateforme no-code de chatbots.',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 rue de la Part-Dieu',
        postalCode: '69003',
        addressLocality: 'Lyon',
        addressCountry: 'FR',
      },
      foundingDate: '2018',
      sameAs: ['https://www.linkedin.com/company/parlia'],
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: 'contact@parlia.fr',
        telephone: '+33 4 78 00 00 00',
        areaServed: 'FR',
        availableLanguage: 'French',
      },
    })
  })

  it('reads a head office it cannot split as the city of Lyon', () => {
    expect(postalAddressOf('Siège à Lyon')).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Lyon',
      addressCountry: 'FR',
    })
    expect(postalAddressOf('3 place Bellecour, 69002 Lyon')).toMatchObject({
      streetAddress: '3 place Bellecour',
      postalCode: '69002',
      addressLocality: 'Lyon',
    })
  })
})

describe('breadcrumbJsonLd', () => {
  it('lists the trail with absolute URLs, the current page last and without a URL of its own', () => {
    const data = breadcrumbJsonLd(
      [{label: 'Accueil', href: '/'}, {label: 'Blog', href: '/blog'}, {label: 'Un article'}],
      SITE,
    )
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {'@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://www.parlia.fr/'},
        {'@type': 'ListItem', position: 2, name: 'Blog', item: 'https://www.parlia.fr/blog'},
        {'@type': 'ListItem', position: 3, name: 'Un article'},
      ],
    })
  })

  it('leaves out a crumb that has no page (a menu title) and numbers the others in order', () => {
    const data = breadcrumbJsonLd([{label: 'Accueil', href: '/'}, {label: 'Ressources'}, {label: 'FAQ'}], SITE)
    expect(data.itemListElement).toEqual([
      {'@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://www.parlia.fr/'},
      {'@type': 'ListItem', position: 2, name: 'FAQ'},
    ])
  })
})

describe('blogPostingJsonLd', () => {
  const article = {
    title: 'RGPD & chatbots',
    description: 'Les points de vigilance.',
    path: '/blog/rgpd-et-chatbots',
    publishedAt: '2025-03-14T09:00:00Z',
    updatedAt: '2025-04-02T08:30:00Z',
    author: {name: 'Camille Rey', role: 'Responsable produit'},
    categories: ['Relation client', 'Conformité'],
    image: 'https://www.parlia.fr/partage/logo-abc.png',
  }

  it('carries the headline, dates, author, publisher, image and sections', () => {
    expect(blogPostingJsonLd(article, company)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'RGPD & chatbots',
      description: 'Les points de vigilance.',
      url: 'https://www.parlia.fr/blog/rgpd-et-chatbots',
      mainEntityOfPage: {'@type': 'WebPage', '@id': 'https://www.parlia.fr/blog/rgpd-et-chatbots'},
      datePublished: '2025-03-14T09:00:00Z',
      dateModified: '2025-04-02T08:30:00Z',
      author: {'@type': 'Person', name: 'Camille Rey', jobTitle: 'Responsable produit'},
      publisher: reference,
      inLanguage: 'fr-FR',
      articleSection: ['Relation client', 'Conformité'],
      image: 'https://www.parlia.fr/partage/logo-abc.png',
    })
  })

  it('dates the modification at publication when no edit date is known', () => {
    expect(blogPostingJsonLd({...article, updatedAt: null}, company).dateModified).toBe('2025-03-14T09:00:00Z')
  })
})

describe('customerStoryJsonLd', () => {
  it('describes a story as an article of the company about the client organisation', () => {
    const story = {
      client: 'CHU de Valbonne',
      summary: 'Un assistant informatique pour 6 000 soignants.',
      sector: 'Établissement de santé',
      path: '/ressources/cas-usage-client/chu-de-valbonne',
      publishedAt: '2026-01-05T09:00:00Z',
      updatedAt: '2026-03-02T10:00:00Z',
    }
    const url = 'https://www.parlia.fr/ressources/cas-usage-client/chu-de-valbonne'
    expect(customerStoryJsonLd(story, company)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'CHU de Valbonne, cas client',
      description: 'Un assistant informatique pour 6 000 soignants.',
      url,
      mainEntityOfPage: {'@type': 'WebPage', '@id': url},
      datePublished: '2026-01-05T09:00:00Z',
      dateModified: '2026-03-02T10:00:00Z',
      about: {'@type': 'Organization', name: 'CHU de Valbonne'},
      articleSection: 'Établissement de santé',
      author: reference,
      publisher: reference,
      inLanguage: 'fr-FR',
    })
  })

  it('leaves out the dates a document does not have', () => {
    const story = {
      client: 'Ville de Test',
      summary: 'Résumé.',
      sector: 'Collectivité',
      path: '/ressources/cas-usage-client/ville-de-test',
    }
    const data = customerStoryJsonLd({...story, publishedAt: null, updatedAt: null}, company)
    expect(data).not.toHaveProperty('datePublished')
    expect(data).not.toHaveProperty('dateModified')
    expect(JSON.stringify(data)).not.toContain('null')
  })
})

describe('jobPostingJsonLd', () => {
  const job = {
    title: 'Ingénieur·e IA / NLP',
    description: 'Le poste\n\nVous concevez nos modèles.',
    path: '/rejoignez-nous/ingenieur-ia-nlp',
    jobId: 'ingenieur-ia-nlp',
    datePosted: '2026-09-22',
    validThrough: '2027-01-01',
    contractType: 'CDI',
    remotePolicy: 'hybride',
    location: 'Lyon',
  }

  it('carries every field Google requires and recommends', () => {
    expect(jobPostingJsonLd(job, company)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Ingénieur·e IA / NLP',
      description: 'Le poste\n\nVous concevez nos modèles.',
      url: 'https://www.parlia.fr/rejoignez-nous/ingenieur-ia-nlp',
      identifier: {'@type': 'PropertyValue', name: 'Parlia', value: 'ingenieur-ia-nlp'},
      datePosted: '2026-09-22',
      validThrough: '2027-01-01',
      employmentType: 'FULL_TIME',
      hiringOrganization: reference,
      jobLocation: {
        '@type': 'Place',
        address: {'@type': 'PostalAddress', addressLocality: 'Lyon', addressCountry: 'FR'},
      },
      directApply: false,
    })
  })

  it('maps each contract to an employment type', () => {
    const type = (contractType: string) => jobPostingJsonLd({...job, contractType}, company).employmentType
    expect([type('CDI'), type('CDD'), type('stage'), type('alternance'), type('freelance')]).toEqual([
      'FULL_TIME',
      'TEMPORARY',
      'INTERN',
      'OTHER',
      'OTHER',
    ])
  })

  it('says when the job is fully remote, from France', () => {
    expect(jobPostingJsonLd({...job, remotePolicy: 'teletravail'}, company)).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: {'@type': 'Country', name: 'France'},
    })
  })

  it('leaves validThrough out when the offer has no end date', () => {
    expect(jobPostingJsonLd({...job, validThrough: null}, company)).not.toHaveProperty('validThrough')
  })
})

describe('softwareApplicationJsonLd', () => {
  it('describes a solution as a web business application of the company', () => {
    const data = softwareApplicationJsonLd(
      {
        name: 'Voicebot',
        description: 'Un callbot.',
        path: '/solution/voicebot',
        features: ['Standard', 'SVI'],
        image: null,
      },
      company,
    )
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: 'Voicebot',
      description: 'Un callbot.',
      url: 'https://www.parlia.fr/solution/voicebot',
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Web',
      inLanguage: 'fr-FR',
      publisher: reference,
      featureList: ['Standard', 'SVI'],
    })
  })
})

describe('documentsPageJsonLd', () => {
  it('describes the page about the company, its PDFs as parts and its sub-processors as mentions', () => {
    expect(
      documentsPageJsonLd(
        {
          title: 'Sécurité et conformité',
          description: 'Où sont vos données.',
          path: '/securite-conformite',
          updatedAt: '2026-10-02T08:00:00Z',
          documents: [
            {
              title: 'Accord de traitement',
              summary: 'L’article 28.',
              version: '2026-09-01',
              path: '/securite-conformite/accord-de-traitement-des-donnees.pdf',
              encodingFormat: 'application/pdf',
            },
          ],
          mentions: [{name: 'Hébergeur', description: 'Hébergement (France)'}],
        },
        company,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      '@id': 'https://www.parlia.fr/securite-conformite',
      url: 'https://www.parlia.fr/securite-conformite',
      name: 'Sécurité et conformité',
      description: 'Où sont vos données.',
      inLanguage: 'fr-FR',
      dateModified: '2026-10-02T08:00:00Z',
      about: reference,
      publisher: reference,
      hasPart: [
        {
          '@type': 'DigitalDocument',
          name: 'Accord de traitement',
          description: 'L’article 28.',
          url: 'https://www.parlia.fr/securite-conformite/accord-de-traitement-des-donnees.pdf',
          encodingFormat: 'application/pdf',
          dateModified: '2026-09-01',
          inLanguage: 'fr-FR',
        },
      ],
      mentions: [{'@type': 'Organization', name: 'Hébergeur', description: 'Hébergement (France)'}],
    })
  })

  it('gives each file its own format, and names no one when the page mentions no organisation', () => {
    const page = documentsPageJsonLd(
      {
        title: 'Acheteurs publics',
        description: 'Acheter Parlia.',
        path: '/acheteurs-publics',
        updatedAt: null,
        documents: ['application/msword', 'application/pdf'].map((encodingFormat) => ({
          title: 'Modèle',
          summary: 'À compléter.',
          version: '2026-11-30',
          path: `/acheteurs-publics/modele.${encodingFormat.slice(-3)}`,
          encodingFormat,
        })),
      },
      company,
    )
    expect(page).not.toHaveProperty('mentions')
    expect(page).not.toHaveProperty('dateModified')
    expect((page.hasPart as unknown as {encodingFormat: string}[]).map((part) => part.encodingFormat)).toEqual([
      'application/msword',
      'application/pdf',
    ])
  })
})
