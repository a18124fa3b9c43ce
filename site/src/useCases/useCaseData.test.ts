/** @jest-environment node */
import {USE_CASES} from '@parlia/schemas/constants'

import {getUseCase, getUseCaseIds, getUseCases, groupUseCases} from './useCaseData'

// These tests read the bundled dataset in content/, the one `npm start` serves.
describe('use cases', () => {
  it('group « Par secteur » then « Par métier », in the spec’s order, later ones by title', () => {
    const groups = groupUseCases([
      {useCaseId: 'ressources-humaines', title: 'Ressources humaines', grouping: 'metier'},
      {useCaseId: 'achats', title: 'Achats', grouping: 'metier'},
      {useCaseId: 'support-utilisateur', title: 'Support utilisateur', grouping: 'metier'},
    ])
    expect(groups.map((group) => group.title)).toEqual(['Par métier'])
    expect(groups[0]!.useCases.map((useCase) => useCase.useCaseId)).toEqual([
      'support-utilisateur',
      'ressources-humaines',
      'achats',
    ])
  })

  it('list the 11 use cases of the spec in their two groups', async () => {
    const {groups} = (await getUseCases())!
    expect(groups.map((group) => group.title)).toEqual(['Par secteur', 'Par métier'])
    expect(groups.flatMap((group) => group.useCases.map((useCase) => useCase.useCaseId))).toEqual(
      USE_CASES.map((useCase) => useCase.slug),
    )
    expect(groups.flatMap((group) => group.useCases).every((useCase) => useCase.summary && useCase.image)).toBe(true)
  })

  it('pre-render the 11 use cases', async () => {
    expect((await getUseCaseIds()).sort()).toEqual(USE_CASES.map((useCase) => useCase.slug).sort())
  })

  it('load a use case with its benefits, connectors, their categories and customer cases', async () => {
    const {useCase} = (await getUseCase('support-utilisateur'))!
    expect(useCase.title).toBe('Support utilisateur')
    expect(useCase.benefits.length).toBeGreaterThan(0)
    expect(useCase.connectors.map((connector) => connector.connectorId)).toContain('glpi')
    expect(useCase.categories.map((category) => category.slug)).toContain('itsm')
    expect(new Set(useCase.categories.map((category) => category.slug)).size).toBe(useCase.categories.length)
    expect(useCase.customerCases.length).toBeGreaterThan(0)
    for (const item of useCase.customerCases) expect(item.results.length).toBeGreaterThan(0)
  })

  it('have their listing’s texts from its listing document', async () => {
    const {listing} = (await getUseCases())!
    expect(listing).toMatchObject({
      title: 'Cas d’usage',
      hero: {
        title: 'Un assistant virtuel pour chaque organisation et chaque métier',
        lead: 'Support utilisateur, ressources humaines, relation usager, moyens généraux : découvrez comment les organisations déploient leurs assistants Parlia, selon leur secteur et le métier des équipes qu’ils soulagent.',
      },
      seo: {
        metaTitle: 'Cas d’usage : chatbots par secteur et par métier | Parlia',
        metaDescription:
          'Entreprises, administrations, santé, enseignement supérieur, éditeurs et infogéreurs : découvrez les assistants virtuels Parlia par secteur et par métier.',
      },
    })
  })

  it('answer null for an unknown use case', async () => {
    expect(await getUseCase('inconnu')).toBeNull()
    expect(await getUseCase(undefined)).toBeNull()
  })
})
