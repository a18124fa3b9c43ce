/** @jest-environment node */
import {contractTitle, getAbout, getJob, getJobIds, getJobs, remoteTitle} from './companyData'

// These tests read the bundled dataset in content/, the one `npm start` serves.
describe('company pages', () => {
  it('name contracts and remote policies in French', () => {
    expect(contractTitle('stage')).toBe('Stage')
    expect(remoteTitle('teletravail')).toBe('Télétravail complet')
  })

  it('list the offers, newest first, with their facts', async () => {
    const {jobs} = (await getJobs())!
    expect(jobs).toHaveLength(6)
    const dates = jobs.map((job) => job.datePosted)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const job of jobs) expect(job.contract && job.location && job.remote && job.summary).toBeTruthy()
  })

  it('give the offers’ listing its texts from its listing document', async () => {
    expect((await getJobs())?.listing).toMatchObject({
      title: 'Rejoignez-nous',
      hero: {
        title: 'Rejoignez-nous',
        lead: 'Depuis 2018, une équipe d’environ 20 personnes conçoit à Lyon des assistants virtuels utiles, fiables et hébergés en France. Envie de construire l’IA conversationnelle avec nous ?',
      },
      seo: {
        metaTitle: 'Rejoignez-nous : nos offres d’emploi à Lyon | Parlia',
        metaDescription:
          'Rejoignez l’équipe Parlia à Lyon : développement, IA, projet, commerce et marketing. Découvrez nos offres et candidatez par e-mail.',
      },
    })
  })

  it('load an offer with its description rendered, and null for an unknown one', async () => {
    expect(await getJobIds()).toContain('ingenieur-ia-nlp')
    const {job} = (await getJob('ingenieur-ia-nlp'))!
    expect(job.contract).toBe('CDI')
    expect(job.description.__html).toMatch(/^<(p|h2|h3|ul)[ >]/)
    expect(job.validThrough! > job.datePosted).toBe(true)
    expect(await getJob('inconnue')).toBeNull()
  })

  it('give the about page its hero, key figures, story and values', async () => {
    const {about} = (await getAbout())!
    expect(about.hero.title).toMatch(/Qui sommes-nous/)
    expect(about.figures.map((figure) => figure.value)).toEqual(expect.arrayContaining(['2018', '20', '100+']))
    expect(about.story.__html).toMatch(/<p>/)
    expect(about.values.length).toBeGreaterThan(0)
  })
})
