/** @jest-environment node */
import {everyPage} from '../../../test/everyPage'
import {documentById, documentsOfType, listingTexts} from '../../../test/fixtures/dataset'
import {contractTitle, getAbout, getJob, getJobIds, getJobs, remoteTitle} from './companyData'

// These tests read the bundled dataset in content/, the one `npm start` serves: what they expect is computed from
// its documents, so an editor's change of the offers or of the about page fails none of them.
const jobs = () => documentsOfType('job').filter((job) => job.jobId?.current)

describe('company pages', () => {
  it('name contracts and remote policies in French', () => {
    expect(contractTitle('stage')).toBe('Stage')
    expect(remoteTitle('teletravail')).toBe('Télétravail complet')
  })

  it('list every published offer, a page at a time, newest first, with their facts titled in French', async () => {
    const listed = await everyPage(
      'jobs',
      (page) => getJobs(page),
      (page) => page.jobs,
    )
    expect(listed.map((job) => job.jobId).sort()).toEqual(
      jobs()
        .map((job) => job.jobId.current)
        .sort(),
    )
    const dates = listed.map((job) => job.datePosted)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const job of listed) {
      const document = jobs().find((candidate) => candidate._id === job.id)!
      expect(job).toMatchObject({
        title: document.title,
        contract: contractTitle(document.contractType),
        remote: remoteTitle(document.remotePolicy),
        location: document.location,
        summary: document.summary,
      })
    }
  })

  it('give the offers’ listing its texts from its listing document', async () => {
    expect((await getJobs(1))?.listing).toMatchObject(listingTexts('jobs'))
  })

  it('load each offer with its description rendered, and null for an unknown one', async () => {
    expect((await getJobIds()).sort()).toEqual(
      jobs()
        .map((job) => job.jobId.current)
        .sort(),
    )
    for (const document of jobs()) {
      const {job} = (await getJob(document.jobId.current))!
      expect(job).toMatchObject({title: document.title, contract: contractTitle(document.contractType)})
      expect(job.description.__html).toMatch(/^<(p|h2|h3|ul|ol)[ >]/)
      expect(job.validThrough! > job.datePosted).toBe(true)
    }
    expect(await getJob('inconnue')).toBeNull()
  })

  it('give the about page its hero, key figures, story and values', async () => {
    const document = documentById('aboutPage', 'aboutPage')
    const {about} = (await getAbout())!
    expect(about.hero.title).toBe(document.hero.title)
    expect(about.figures.map((figure) => figure.value)).toEqual(document.figures.map((figure) => figure.value))
    expect(about.story.__html).toMatch(/^<(p|h2|h3|ul|ol)[ >]/)
    expect(about.values.map((value) => value.title)).toEqual(document.values.map((value) => value.title))
  })
})
