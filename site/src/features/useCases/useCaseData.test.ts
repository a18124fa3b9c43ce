/** @jest-environment node */
import {USE_CASE_GROUPINGS, USE_CASES} from '@parlia/schemas/constants'

import {everyPage} from '../../../test/everyPage'
import {documentsOfType, listingTexts} from '../../../test/fixtures/dataset'
import {getUseCase, getUseCaseIds, getUseCases, groupUseCases} from './useCaseData'

// These tests read the bundled dataset in content/, the one `npm start` serves: what they expect is computed from
// its documents, so an editor's change of the use cases fails none of them.
const useCases = () => documentsOfType('useCase').filter((useCase) => useCase.useCaseId?.current)
const SPEC_ORDER: readonly string[] = USE_CASES.map((useCase) => useCase.slug)

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

  it('list every use case in its group, « Par secteur » then « Par métier », each in the spec’s order', async () => {
    // Read page after page: a group may go on from one page to the next.
    const listed = await everyPage(
      'useCases',
      (page) => getUseCases(page),
      (page) => page.groups.flatMap(({useCases: items, ...group}) => items.map((useCase) => ({group, useCase}))),
    )
    const groups = listed.reduce<{slug: string; title: string; useCases: (typeof listed)[number]['useCase'][]}[]>(
      (merged, {group, useCase}) => {
        const known = merged.at(-1)?.slug === group.slug ? merged.at(-1) : undefined
        if (known) known.useCases.push(useCase)
        else merged.push({...group, useCases: [useCase]})
        return merged
      },
      [],
    )
    const documents = useCases()
    expect(groups.map(({slug, title}) => ({slug, title}))).toEqual(
      USE_CASE_GROUPINGS.filter(({slug}) => documents.some((useCase) => useCase.grouping === slug)).map(
        ({slug, title}) => ({slug, title}),
      ),
    )
    for (const group of groups) {
      const ids = group.useCases.map((useCase) => useCase.useCaseId)
      expect([...ids].sort()).toEqual(
        documents
          .filter((useCase) => useCase.grouping === group.slug)
          .map((useCase) => useCase.useCaseId.current)
          .sort(),
      )
      // The editors can only use the spec's ids (the schema's rule): its order is the whole order.
      const ranks = ids.map((id) => SPEC_ORDER.indexOf(id))
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    }
    expect(groups.flatMap((group) => group.useCases).every((useCase) => useCase.summary && useCase.image)).toBe(true)
  })

  it('pre-render every use case', async () => {
    expect((await getUseCaseIds()).sort()).toEqual(
      useCases()
        .map((useCase) => useCase.useCaseId.current)
        .sort(),
    )
  })

  it('load each use case with its benefits, its connectors, their categories and its customer cases', async () => {
    const connectors = documentsOfType('connector').filter((connector) => connector.connectorId?.current)
    const cases = documentsOfType('customerCase').filter((item) => item.slug?.current)
    const referenced = <D extends {_id: string}>(documents: D[], references: {_ref: string}[] | undefined) =>
      (references ?? []).flatMap(({_ref}) => documents.filter((document) => document._id === _ref))
    for (const document of useCases()) {
      const {useCase} = (await getUseCase(document.useCaseId.current))!
      expect(useCase.title).toBe(document.title)
      expect(useCase.benefits.map((benefit) => benefit.title)).toEqual(
        (document.benefits ?? []).map(({title}) => title),
      )
      const linked = referenced(connectors, document.connectors)
      expect(useCase.connectors.map((connector) => connector.id)).toEqual(linked.map((connector) => connector._id))
      const categories = new Set(linked.flatMap((connector) => connector.categories ?? []))
      expect(useCase.categories.map((category) => category.slug).sort()).toEqual([...categories].sort())
      expect(useCase.customerCases.map((item) => item.id)).toEqual(
        referenced(cases, document.customerCases).map((item) => item._id),
      )
      for (const item of useCase.customerCases) expect(item.results.length).toBeGreaterThan(0)
    }
  })

  it('have their listing’s texts from its listing document', async () => {
    const {listing} = (await getUseCases(1))!
    expect(listing).toMatchObject(listingTexts('useCases'))
  })

  it('answer null for an unknown use case', async () => {
    expect(await getUseCase('inconnu')).toBeNull()
    expect(await getUseCase(undefined)).toBeNull()
  })
})
