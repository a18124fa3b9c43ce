/** @jest-environment node */
import {getAccessibilityStatement} from './accessibilityData'

// Reads the bundled dataset in content/, the one `npm start` serves.
describe('the accessibility statement’s data', () => {
  it('names the publisher and how to reach them, from the site settings', async () => {
    expect(await getAccessibilityStatement()).toEqual({
      publisher: {
        name: 'Parlia SAS',
        address: '12 rue de la Part-Dieu, 69003 Lyon, France',
        email: 'contact@parlia.fr',
      },
    })
  })
})
