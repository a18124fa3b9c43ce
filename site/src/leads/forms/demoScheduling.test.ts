import {parseSchedulingContact, schedulingLink, storedSchedulingContact} from './demoScheduling'
import {rememberSchedulingContact} from './schedulingContact'

describe('the contact passed to the scheduling link', () => {
  it('stores name and e-mail in the session and reads them back', () => {
    rememberSchedulingContact({firstName: 'Claire', lastName: 'Martin', email: 'claire@chu.fr', message: 'Bonjour'})
    expect(parseSchedulingContact(storedSchedulingContact())).toEqual({name: 'Claire Martin', email: 'claire@chu.fr'})
    expect(storedSchedulingContact()).not.toContain('Bonjour')
  })

  it('ignores anything stored that is not a contact', () => {
    for (const stored of [null, '', 'not json', '42', '{"name": 1}', '[]'])
      expect(parseSchedulingContact(stored)).toBeNull()
  })

  it('prefills the booking URL, keeping its own parameters, and leaves an invalid URL alone', () => {
    const contact = {name: 'Zoé L’Hôte', email: 'zoe@chu.fr'}
    expect(schedulingLink('https://agenda.example/demo?lang=fr', contact)).toBe(
      'https://agenda.example/demo?lang=fr&name=Zo%C3%A9+L%E2%80%99H%C3%B4te&email=zoe%40chu.fr',
    )
    expect(schedulingLink('https://agenda.example/demo', null)).toBe('https://agenda.example/demo')
    expect(schedulingLink('pas une URL', contact)).toBe('pas une URL')
  })
})
