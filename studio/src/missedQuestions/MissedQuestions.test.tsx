import type {MissGroup, MissesList} from '@parlia/schemas/constants/assistantMisses'
import {studioTheme, ThemeProvider} from '@sanity/ui'
import {render, screen, waitFor, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type {IntentChoice, SynonymGroupChoice} from './edits'
import {MissedQuestions, type MissedQuestionsProps} from './MissedQuestions'
import {SiteApiError} from './siteApi'

const hosting: MissGroup = {
  id: 'a1',
  count: 3,
  examples: ['vous hébergez où ?', 'Où hébergez-vous les données ?'],
  terms: ['hébergez', 'données'],
  refusals: 2,
  unhelpful: 1,
  answerIds: ['refusal:unknown', 'answer:/solution/securite#hebergement'],
  firstSeen: '2026-11-01T10:00:00.000Z',
  lastSeen: '2026-11-03T10:00:00.000Z',
  ids: ['a1', 'a2', 'a3'],
}
const payroll: MissGroup = {
  id: 'b1',
  count: 1,
  examples: ['vous faites la paie ?'],
  terms: ['faites', 'paie'],
  refusals: 1,
  unhelpful: 0,
  answerIds: ['refusal:unknown'],
  firstSeen: '2026-11-02T10:00:00.000Z',
  lastSeen: '2026-11-02T10:00:00.000Z',
  ids: ['b1'],
}
const intents: IntentChoice[] = [
  {id: 'intent-hebergement', name: 'Hébergement des données'},
  {id: 'intent-tarifs', name: 'Tarifs'},
]
const synonymGroups: SynonymGroupChoice[] = [{key: 'g1', terms: ['salaire', 'rémunération']}]

/** The site, as the tool sees it: the groups it holds, deleted on request. */
function fakeSite(groups: MissGroup[]) {
  let kept = [...groups]
  return {
    list: jest.fn(async (): Promise<MissesList> => ({
      groups: kept,
      total: kept.reduce((sum, group) => sum + group.count, 0),
    })),
    remove: jest.fn(async (ids: readonly string[]) => {
      const before = kept.length
      kept = kept.filter((group) => !group.ids.every((id) => ids.includes(id)))
      return before - kept.length
    }),
  }
}

function renderTool(overrides: Partial<MissedQuestionsProps> = {}) {
  const props: MissedQuestionsProps = {
    api: fakeSite([hosting, payroll]),
    loadIntents: jest.fn(async () => intents),
    loadSynonymGroups: jest.fn(async () => synonymGroups),
    addPhrasing: jest.fn(async () => 'added' as const),
    addSynonym: jest.fn(async () => 'added' as const),
    ...overrides,
  }
  render(
    <ThemeProvider theme={studioTheme}>
      <MissedQuestions {...props} />
    </ThemeProvider>,
  )
  return {user: userEvent.setup(), props}
}

/** A group's card, found by one of its examples. */
const card = async (example: string) =>
  (await screen.findByText(`« ${example} »`)).closest<HTMLElement>('[data-miss-group]')!

describe('Questions sans réponse', () => {
  it('lists the groups with their counts, dates, reasons and examples, the largest first', async () => {
    renderTool()
    const first = await card('vous hébergez où ?')
    expect(within(first).getByText('3 fois')).toBeInTheDocument()
    expect(
      within(first).getByText('Du 1 novembre 2026 au 3 novembre 2026 · 2 sans réponse, 1 réponse jugée inutile'),
    ).toBeInTheDocument()
    expect(within(first).getByText('« Où hébergez-vous les données ? »')).toBeInTheDocument()
    const second = await card('vous faites la paie ?')
    expect(within(second).getByText('Le 2 novembre 2026 · 1 sans réponse')).toBeInTheDocument()
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getByText('4 questions en 2 groupes, les plus fréquentes d’abord.')).toBeInTheDocument()
    expect(screen.getByRole('heading', {name: 'Questions sans réponse'})).toBeInTheDocument()
  })

  it('adds a group’s latest wording as a phrasing of the intent picked, in two clicks', async () => {
    const {user, props} = renderTool()
    const group = await card('vous hébergez où ?')
    await user.click(within(group).getByRole('button', {name: 'Ajouter comme formulation d’une intention'}))
    await user.click(await within(group).findByRole('button', {name: 'Hébergement des données'}))
    expect(props.addPhrasing).toHaveBeenCalledWith('intent-hebergement', 'vous hébergez où ?')
    expect(await within(group).findByRole('status')).toHaveTextContent(
      'Ajoutée aux formulations de « Hébergement des données » : publiez l’intention pour que l’assistant l’apprenne.',
    )
    // The picker closes once done.
    expect(within(group).queryByRole('list', {name: 'Intentions'})).toBeNull()
  })

  it('filters the intents by name, and says when the intent already has the wording', async () => {
    const {user} = renderTool({addPhrasing: jest.fn(async () => 'present' as const)})
    const group = await card('vous faites la paie ?')
    await user.click(within(group).getByRole('button', {name: 'Ajouter comme formulation d’une intention'}))
    await user.type(within(group).getByRole('textbox', {name: 'Filtrer les intentions'}), 'tar')
    const list = await within(group).findByRole('list', {name: 'Intentions'})
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Tarifs'])
    await user.click(within(list).getByRole('button', {name: 'Tarifs'}))
    expect(await within(group).findByText('« Tarifs » a déjà cette formulation.')).toBeInTheDocument()
  })

  it('adds the visitor’s term to a synonym group in two clicks, or makes a new group with another term', async () => {
    const {user, props} = renderTool()
    const group = await card('vous faites la paie ?')
    await user.click(within(group).getByRole('button', {name: 'Ajouter comme synonyme'}))
    const term = within(group).getByRole('textbox', {name: 'Terme du visiteur'})
    expect(term).toHaveValue('faites paie')
    await user.clear(term)
    await user.type(term, 'paie')
    await user.click(await within(group).findByRole('button', {name: 'salaire ↔ rémunération'}))
    expect(props.addSynonym).toHaveBeenCalledWith({groupKey: 'g1'}, 'paie')
    expect(
      await within(group).findByText(
        '« paie » ajouté aux synonymes : publiez « Synonymes de recherche » pour l’appliquer.',
      ),
    ).toBeInTheDocument()

    await user.click(within(group).getByRole('button', {name: 'Ajouter comme synonyme'}))
    const create = within(group).getByRole('button', {name: 'Créer le groupe'})
    expect(create).toBeDisabled()
    await user.type(within(group).getByRole('textbox', {name: 'Synonyme d’un nouveau groupe'}), 'bulletin de salaire')
    await user.click(create)
    expect(props.addSynonym).toHaveBeenLastCalledWith({newGroupWith: 'bulletin de salaire'}, 'faites paie')
  })

  it('deletes a whole group once confirmed, and lists what is left', async () => {
    const site = fakeSite([hosting, payroll])
    const {user} = renderTool({api: site})
    const group = await card('vous hébergez où ?')
    await user.click(within(group).getByRole('button', {name: 'Supprimer'}))
    expect(site.remove).not.toHaveBeenCalled()
    expect(within(group).getByText('Supprimer ces 3 questions ? Rien ne pourra les rétablir.')).toBeInTheDocument()
    await user.click(within(group).getByRole('button', {name: 'Confirmer la suppression'}))
    expect(site.remove).toHaveBeenCalledWith(['a1', 'a2', 'a3'])
    await waitFor(() => expect(screen.queryByText('« vous hébergez où ? »')).toBeNull())
    expect(await screen.findByText('1 question en 1 groupe, les plus fréquentes d’abord.')).toBeInTheDocument()
  })

  it('shows the site’s French refusal and tries again on request', async () => {
    const site = fakeSite([payroll])
    site.list.mockRejectedValueOnce(
      new SiteApiError('Accès réservé aux éditeurs : ouvrez « Questions sans réponse » depuis le Studio.'),
    )
    const {user} = renderTool({api: site})
    expect(await screen.findByRole('alert')).toHaveTextContent('Accès réservé aux éditeurs')
    await user.click(screen.getByRole('button', {name: 'Réessayer'}))
    expect(await card('vous faites la paie ?')).toBeInTheDocument()
  })

  it('says when there is nothing to read, and what is kept', async () => {
    renderTool({api: fakeSite([])})
    expect(await screen.findByText('Aucune question sans réponse pour le moment.')).toBeInTheDocument()
    expect(screen.getByText(/supprimée au bout de 90 jours/u)).toBeInTheDocument()
  })

  it('shows why an edit failed, in the group’s card', async () => {
    const {user} = renderTool({addPhrasing: jest.fn(async () => Promise.reject(new Error('Permission refusée')))})
    const group = await card('vous faites la paie ?')
    await user.click(within(group).getByRole('button', {name: 'Ajouter comme formulation d’une intention'}))
    await user.click(await within(group).findByRole('button', {name: 'Tarifs'}))
    expect(await within(group).findByRole('status')).toHaveTextContent('Permission refusée')
  })
})
