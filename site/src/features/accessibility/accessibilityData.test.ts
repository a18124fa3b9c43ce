/** @jest-environment node */
import {siteSettings} from '../../../test/fixtures/dataset'
import {getAccessibilityStatement} from './accessibilityData'

// Reads the bundled dataset in content/, the one `npm start` serves: the facts expected are its site settings', so
// an editor's change of the company's name, address or e-mail fails no test.
describe('the accessibility statement’s data', () => {
  it('names the publisher and how to reach them, from the site settings', async () => {
    const {legalNotice, contactEmail} = siteSettings()
    expect(await getAccessibilityStatement()).toEqual({
      publisher: {name: legalNotice.companyName, address: legalNotice.headOffice, email: contactEmail},
    })
  })
})
