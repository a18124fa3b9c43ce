import {render, screen, within} from '@testing-library/react'

import {imageFixture, renderedBodyFixture, richBodyFixture, seoFixture} from '../../../test/fixtures/content'
import {layoutFixture} from '../../../test/fixtures/layout'
import {listingPageFixture} from '../../../test/fixtures/listings'
import {aboutPageOf, type JobData} from './companyData'
import {AboutPage} from './AboutPage'
import {JobPage} from './JobPage'
import {JobsPage} from './JobsPage'

// The head as the server writes it (seo/PageHead.tsx), drawn in place.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({children}: {children: React.ReactNode}) => <>{children}</>,
}))

const job: JobData = {
  id: 'job-ingenieur-ia-nlp',
  jobId: 'ingenieur-ia-nlp',
  title: 'Ingénieur·e IA / NLP',
  contract: 'CDI',
  contractType: 'CDI',
  location: 'Lyon',
  remote: 'Hybride',
  remotePolicy: 'hybride',
  summary: 'Rejoignez l’équipe IA.',
  datePosted: '2026-09-22',
  validThrough: '2027-01-01',
  description: renderedBodyFixture('Le poste', 'Vous concevez nos modèles.'),
  seo: seoFixture,
}

const structuredData = {'@context': 'https://schema.org', '@type': 'JobPosting', title: 'Ingénieur·e IA / NLP'} as const

const jobsListing = listingPageFixture('Rejoignez-nous', {title: 'Rejoignez-nous', lead: 'Une équipe lyonnaise.'})

const ONE_PAGE = {page: 1, pageCount: 1, total: 1}

describe('JobsPage', () => {
  it('lists the offers with their facts and links, and a mailto for spontaneous applications', () => {
    render(<JobsPage listing={jobsListing} jobs={[job]} paging={ONE_PAGE} layout={layoutFixture} />)
    expect(screen.getAllByRole('heading', {level: 1}).map((heading) => heading.textContent)).toEqual(['Rejoignez-nous'])
    expect(screen.getByText('Une équipe lyonnaise.')).toBeInTheDocument()
    const offers = screen.getByRole('region', {name: 'Nos offres'})
    expect(within(offers).getByRole('link', {name: 'Ingénieur·e IA / NLP'})).toHaveAttribute(
      'href',
      '/rejoignez-nous/ingenieur-ia-nlp',
    )
    expect(offers).toHaveTextContent('CDI')
    expect(offers).toHaveTextContent('Hybride')
    expect(offers).toHaveTextContent('Publiée le 22 septembre 2026')
    expect(screen.getByRole('link', {name: 'Envoyer une candidature spontanée'})).toHaveAttribute(
      'href',
      'mailto:contact@parlia.fr?subject=Candidature%20spontan%C3%A9e',
    )
  })

  it('says so when no offer is open', () => {
    render(
      <JobsPage listing={jobsListing} jobs={[]} paging={{page: 1, pageCount: 1, total: 0}} layout={layoutFixture} />,
    )
    expect(screen.getByText(/Aucune offre n’est ouverte/)).toBeInTheDocument()
    expect(screen.getByRole('link', {name: 'Envoyer une candidature spontanée'})).toBeInTheDocument()
  })

  it('shows no pages when the offers fit on one', () => {
    render(<JobsPage listing={jobsListing} jobs={[job]} paging={ONE_PAGE} layout={layoutFixture} />)
    expect(screen.queryByRole('navigation', {name: 'Pages des offres'})).not.toBeInTheDocument()
  })

  it('names page N of the offers in its title and trail, and links every page at its public address', () => {
    render(
      <JobsPage
        listing={jobsListing}
        jobs={[job]}
        paging={{page: 2, pageCount: 3, total: 45}}
        layout={layoutFixture}
      />,
    )
    expect(document.title).toBe('Rejoignez-nous – page 2 sur 3')
    // The spec's canonical rule drops `page`: page N names the listing's address, not the route that serves it.
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      expect.stringMatching(/[^/]\/rejoignez-nous$/),
    )
    const trail = screen.getByRole('navigation', {name: 'Fil d’Ariane'})
    expect(within(trail).getByRole('link', {name: 'Rejoignez-nous'})).toHaveAttribute('href', '/rejoignez-nous')
    expect(trail).toHaveTextContent('Page 2')
    const pages = screen.getByRole('navigation', {name: 'Pages des offres'})
    expect(within(pages).getByRole('link', {name: 'Page 1'})).toHaveAttribute('href', '/rejoignez-nous')
    expect(within(pages).getByRole('link', {name: 'Page 3'})).toHaveAttribute('href', '/rejoignez-nous?page=3')
    expect(within(pages).getByRole('link', {name: 'Page 2'})).toHaveAttribute('aria-current', 'page')
  })
})

describe('JobPage', () => {
  it('shows the description, the facts with French dates and the application mailto', () => {
    render(<JobPage job={job} layout={layoutFixture} structuredData={structuredData} />)
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Ingénieur·e IA / NLP')
    const facts = Object.fromEntries(
      [...document.querySelectorAll('dl > div')].map((row) => [
        row.querySelector('dt')!.textContent,
        row.querySelector('dd')!.textContent,
      ]),
    )
    expect(facts).toEqual({
      Contrat: 'CDI',
      Lieu: 'Lyon',
      Télétravail: 'Hybride',
      'Publiée le': '22 septembre 2026',
      'Candidatures jusqu’au': '1er janvier 2027',
    })
    expect(screen.getByRole('heading', {level: 2, name: 'Le poste'})).toBeInTheDocument()
    const apply = 'mailto:contact@parlia.fr?subject=Candidature%20%3A%20Ing%C3%A9nieur%C2%B7e%20IA%20%2F%20NLP'
    expect(screen.getByRole('link', {name: 'Postuler'})).toHaveAttribute('href', apply)
    expect(screen.getByRole('link', {name: 'Postuler par e-mail'})).toHaveAttribute('href', apply)
  })

  it('renders the offer’s structured data', () => {
    render(<JobPage job={job} layout={layoutFixture} structuredData={structuredData} />)
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')]
    expect(scripts.map((script) => JSON.parse(script.textContent!))).toContainEqual(structuredData)
  })
})

describe('AboutPage', () => {
  it('shows the hero, the key figures, the story, the values and the editors’ call to action', () => {
    render(
      <AboutPage
        about={aboutPageOf({
          hero: {title: 'Qui sommes-nous ?', lead: 'Une équipe lyonnaise.', image: imageFixture('L’équipe', 960, 720)},
          figures: [{key: 'k1', value: '2018', label: 'année de création'}],
          story: richBodyFixture('Notre histoire', 'Parlia est née à Lyon.'),
          values: [{key: 'v1', title: 'Exigence', text: 'Des réponses justes.'}],
          cta: {title: 'Envie de nous rejoindre ?', text: 'Nous recrutons.'},
          seo: seoFixture,
        })}
        layout={layoutFixture}
      />,
    )
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Qui sommes-nous ?')
    expect(screen.getByRole('region', {name: 'Parlia en chiffres'})).toHaveTextContent('2018année de création')
    expect(screen.getByRole('heading', {level: 2, name: 'Notre histoire'})).toBeInTheDocument()
    expect(
      within(screen.getByRole('region', {name: 'Nos valeurs'})).getByRole('heading', {level: 3}),
    ).toHaveTextContent('Exigence')
    const cta = screen.getByRole('region', {name: 'Envie de nous rejoindre ?'})
    expect(cta).toHaveTextContent('Nous recrutons.')
    expect(within(cta).getByRole('link', {name: 'Voir nos offres'})).toHaveAttribute('href', '/rejoignez-nous')
    // The ids the assistant's sources link to.
    expect(screen.getByRole('heading', {level: 2, name: 'Notre histoire'})).toHaveAttribute('id', 'notre-histoire')
    expect(screen.getByRole('heading', {level: 3, name: 'Exigence'})).toHaveAttribute('id', 'exigence')
  })
})
