import {
  currentSubProcessors,
  type SubProcessor,
  subProcessorDatesError,
  subProcessorHistory,
  subProcessorListError,
} from './subProcessors'

const host: SubProcessor = {
  _key: 'host',
  name: 'Hébergeur A',
  purpose: 'Hébergement de la plateforme',
  location: 'France',
  since: '2021-03-01',
  changes: [{_key: 'c1', date: '2023-06-15', note: 'Second centre de données, en France'}],
}
const mailer: SubProcessor = {
  _key: 'mail',
  name: 'Routeur B',
  purpose: 'Envoi des e-mails',
  location: 'Union européenne',
  since: '2020-01-10',
  until: '2023-06-15',
}

describe('the sub-processors’ dates', () => {
  it('accepts an entry without an end, or ending after it started', () => {
    expect(subProcessorDatesError(host)).toBe(true)
    expect(subProcessorDatesError(mailer)).toBe(true)
  })

  it('refuses an end before the start', () => {
    expect(subProcessorDatesError({...mailer, until: '2019-12-31'})).toBe(
      'La date de fin précède la date de début : corrigez l’une des deux.',
    )
  })

  it('refuses a change dated outside the span the entry covers', () => {
    expect(subProcessorDatesError({...host, changes: [{date: '2020-01-01', note: 'x'}]})).toMatch(
      /^Le changement du 2020-01-01 sort de la période/,
    )
    expect(subProcessorDatesError({...mailer, changes: [{date: '2024-01-01', note: 'x'}]})).toMatch(
      /^Le changement du 2024-01-01/,
    )
  })
})

describe('the sub-processors’ list', () => {
  it('refuses the same name twice among the current entries, whatever its case or accents', () => {
    expect(subProcessorListError([host, {...host, _key: 'again', name: 'hebergeur a'}])).toBe(
      '« Hébergeur A » figure deux fois parmi les sous-traitants actuels : terminez l’ancienne entrée ou fusionnez-les.',
    )
  })

  it('names the entry whose dates contradict each other', () => {
    expect(subProcessorListError([host, {...mailer, until: '2019-12-31'}])).toBe(
      'Routeur B : La date de fin précède la date de début : corrigez l’une des deux.',
    )
  })

  it('accepts a name back once its earlier entry ended', () => {
    expect(subProcessorListError([mailer, {...mailer, _key: 'back', since: '2024-01-01', until: null}])).toBe(true)
  })

  it('keeps the current entries only, in their order', () => {
    expect(currentSubProcessors([mailer, host]).map(({name}) => name)).toEqual(['Hébergeur A'])
  })
})

describe('the sub-processors’ history', () => {
  it('dates every addition, change and removal, the latest first, removals first on the same day', () => {
    expect(subProcessorHistory([host, mailer])).toEqual([
      {id: 'mail-removed-2023-06-15', kind: 'removed', date: '2023-06-15', name: 'Routeur B', detail: null},
      {
        id: 'host-changed-2023-06-15-1',
        kind: 'changed',
        date: '2023-06-15',
        name: 'Hébergeur A',
        detail: 'Second centre de données, en France',
      },
      {
        id: 'host-added-2021-03-01',
        kind: 'added',
        date: '2021-03-01',
        name: 'Hébergeur A',
        detail: 'Hébergement de la plateforme · France',
      },
      {
        id: 'mail-added-2020-01-10',
        kind: 'added',
        date: '2020-01-10',
        name: 'Routeur B',
        detail: 'Envoi des e-mails · Union européenne',
      },
    ])
  })

  it('tells an addition with the purpose and location it had then, which later changes replaced', () => {
    const moved = {
      ...host,
      location: 'France et Allemagne',
      changes: [
        {date: '2022-01-10', note: 'Second centre, en France', previousLocation: 'France (Paris)'},
        {date: '2024-05-02', note: 'Réplique en Allemagne', previousLocation: 'France', previousPurpose: 'Hébergement'},
      ],
    }
    const added = subProcessorHistory([moved]).find(({kind}) => kind === 'added')
    expect(added?.detail).toBe('Hébergement · France (Paris)')
    // The current list keeps today's values.
    expect(currentSubProcessors([moved])[0]?.location).toBe('France et Allemagne')
  })

  it('leaves out an entry an editor has not dated yet', () => {
    expect(subProcessorHistory([{name: 'Sans date'}])).toEqual([])
  })
})
