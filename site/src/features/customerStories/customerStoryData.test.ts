/** @jest-environment node */
import {documentsOfType} from '../../../test/fixtures/dataset'
import {getCustomerStory, getCustomerStorySlugs} from './customerStoryData'

// These tests read the bundled dataset in content/, the one `npm start` serves: what they expect is computed from
// its documents, so an editor's change of the customer cases fails none of them.
const cases = () => documentsOfType('customerCase').filter((item) => item.slug?.current)
const publishedUseCases = () => documentsOfType('useCase').filter((useCase) => useCase.useCaseId?.current)
const connectors = () => documentsOfType('connector').filter((connector) => connector.connectorId?.current)

describe('customer stories', () => {
  it('are generated at build for every customer case with a slug', async () => {
    expect((await getCustomerStorySlugs()).sort()).toEqual(
      cases()
        .map((item) => item.slug.current)
        .sort(),
    )
  })

  it('tell each case with the use cases that cite it and the connectors it uses, by name', async () => {
    expect(cases().length).toBeGreaterThan(0)
    for (const document of cases()) {
      const {story} = (await getCustomerStory(document.slug.current))!
      expect(story).toMatchObject({
        client: document.client,
        slug: document.slug.current,
        sector: document.sector,
        challenge: document.challenge,
        solution: document.solution,
      })
      expect(story.results.map(({value}) => value)).toEqual((document.results ?? []).map(({value}) => value))
      const citing = publishedUseCases().filter((useCase) =>
        (useCase.customerCases ?? []).some(({_ref}) => _ref === document._id),
      )
      expect(story.useCases.map(({useCaseId}) => useCaseId).sort()).toEqual(
        citing.map((useCase) => useCase.useCaseId.current).sort(),
      )
      // Its own connectors, not every connector of the use cases that cite it.
      const used = new Set((document.connectors ?? []).map(({_ref}) => _ref))
      const expected = connectors().filter((connector) => used.has(connector._id))
      expect(story.connectors.map(({id}) => id).sort()).toEqual(expected.map((connector) => connector._id).sort())
      const names = story.connectors.map(({name}) => name)
      expect(names).toEqual([...names].sort())
    }
  })

  it('answer null for an unknown slug or none', async () => {
    expect(await getCustomerStory('inconnu')).toBeNull()
    expect(await getCustomerStory(undefined)).toBeNull()
  })
})
