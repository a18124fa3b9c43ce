/** @jest-environment node */
import {retentionDuration} from '@parlia/schemas/constants/retentionPeriods'

import {documentsOfType} from '../../../test/fixtures/dataset'
import {getSecurityPage} from './securityData'

// Read from the bundled dataset in content/, the one `npm start` serves: what the tests expect is computed from its
// document, so an editor's change of the page fails none of them.
const securityDocument = () => documentsOfType('securityPage')[0]!

describe('the security page’s data', () => {
  it('gives every part a distinct heading id, the table of contents’ targets', async () => {
    const content = (await getSecurityPage())!.security.content.__data!
    const parts = [
      content.hosting,
      content.encryption,
      content.subProcessors,
      content.retention,
      content.models,
      content.assistant,
      content.rights,
      content.accessibility,
    ]
    const ids = parts.map(({id}) => id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(content.hosting.title).toBe(securityDocument().hosting.title)
    expect(content.hosting.body.__html).toContain('<p>')
  })

  it('lists the sub-processors still at work and dates every change of the list', async () => {
    const content = (await getSecurityPage())!.security.content.__data!
    const entries = securityDocument().subProcessors.entries
    expect(content.subProcessors.current.map(({name}) => name)).toEqual(
      entries.filter((entry) => !entry.until).map(({name}) => name),
    )
    const changes = entries.reduce((sum, entry) => sum + 1 + (entry.until ? 1 : 0) + (entry.changes?.length ?? 0), 0)
    expect(content.subProcessors.history).toHaveLength(changes)
    const dates = content.subProcessors.history.map(({date}) => date)
    expect(dates).toEqual(dates.toSorted().reverse())
  })

  it('shows each retention period as the site applies it, whatever an editor wrote', async () => {
    const content = (await getSecurityPage())!.security.content.__data!
    const rows = securityDocument().retention.periods
    expect(content.retention.periods.map(({data, duration}) => [data, duration])).toEqual(
      rows.map(({data, period}) => [data, retentionDuration(period)]),
    )
  })

  it('offers the two PDFs by their facts, without their bodies', async () => {
    const content = (await getSecurityPage())!.security.content.__data!
    expect(content.dpa).toEqual({
      title: securityDocument().dpa.title,
      kind: securityDocument().dpa.kind,
      summary: securityDocument().dpa.summary,
      version: securityDocument().dpa.version,
    })
    expect(Object.keys(content.securitySummary).sort()).toEqual(['kind', 'summary', 'title', 'version'])
  })
})
