import {
  buildOutboxMessages,
  contactAttributes,
  type LeadForDelivery,
  type MailSettings,
  type RequestedResource,
} from './emails'
import type {MailMessage, OutboxMessage} from './types'

const settings: MailSettings = {
  brandName: 'Parlia',
  salesEmail: 'commercial@parlia.fr',
  senderEmail: 'contact@parlia.fr',
}

const person = {firstName: 'Élodie', lastName: 'Martin', email: 'elodie.martin@chu-valbonne.fr'}

const demo: LeadForDelivery = {
  form: 'demo',
  values: {
    ...person,
    phoneNumber: '04 72 00 00 00',
    company: 'CHU de Valbonne',
    organisationType: 'etablissement-sante',
    headcount: '1000-4999',
    message: '<script>alert("x")</script>\nDeux lignes',
  },
  resource: null,
}

const webinar: RequestedResource = {
  type: 'webinar',
  title: 'Retour d’expérience : le CHU de Valbonne',
  slug: 'retour-experience',
  replayUrl: 'https://replay.parlia.fr/retour-experience',
}

const contentRequest = (resource: RequestedResource): LeadForDelivery => ({
  form: 'contentRequest',
  values: {...person, company: 'CHU de Valbonne', jobTitle: 'DSI', resource: 'webinar-retour-experience'},
  resource,
})

const mailOf = (messages: OutboxMessage[], kind: 'notification' | 'resource' | 'copy'): MailMessage => {
  const message = messages.find((candidate) => candidate.kind === kind)
  if (!message || message.kind === 'contact') throw new Error(`no ${kind} message`)
  return message.mail
}

describe('the messages of a lead', () => {
  it('makes the Brevo contact from the fields the form has, selects by their labels', () => {
    expect(contactAttributes(demo)).toEqual({
      FIRSTNAME: 'Élodie',
      LASTNAME: 'Martin',
      COMPANY: 'CHU de Valbonne',
      SECTOR: 'Établissement de santé',
      HEADCOUNT: '1000-4999',
      LEAD_SOURCE: 'Demande de démo',
    })
  })

  it('tells the sales team, every field labelled, the visitor as the address to reply to', () => {
    const messages = buildOutboxMessages(demo, settings)
    expect(messages.map((message) => message.kind)).toEqual(['contact', 'notification'])
    const mail = mailOf(messages, 'notification')
    expect(mail.from).toEqual({email: 'contact@parlia.fr', name: 'Parlia'})
    expect(mail.to).toEqual({email: 'commercial@parlia.fr'})
    expect(mail.replyTo).toEqual({email: 'elodie.martin@chu-valbonne.fr', name: 'Élodie Martin'})
    expect(mail.subject).toBe('Demande de démo : Élodie Martin (CHU de Valbonne)')
    expect(mail.text).toContain('Type d’organisation : Établissement de santé')
    expect(mail.text).toContain('Téléphone : 04 72 00 00 00')
  })

  it('escapes what visitors typed in the HTML version', () => {
    const {html} = mailOf(buildOutboxMessages(demo, settings), 'notification')
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    const company = mailOf(
      buildOutboxMessages({...demo, values: {...demo.values, company: `O'Neil & Fils <b>`}}, settings),
      'notification',
    )
    expect(company.html).toContain('O&#39;Neil &amp; Fils &lt;b&gt;')
  })

  it('escapes a link from the content inside its attribute', () => {
    const {html} = mailOf(
      buildOutboxMessages(contentRequest({...webinar, replayUrl: 'https://replay.parlia.fr/x?a=1&b="2"'}), settings),
      'resource',
    )
    expect(html).toContain('<a href="https://replay.parlia.fr/x?a=1&amp;b=&quot;2&quot;">')
  })

  it('sends a webinar’s replay link to the visitor who asked for it', () => {
    const messages = buildOutboxMessages(contentRequest(webinar), settings)
    expect(messages.map((message) => message.kind)).toEqual(['contact', 'notification', 'resource'])
    const mail = mailOf(messages, 'resource')
    expect(mail.to).toEqual({email: 'elodie.martin@chu-valbonne.fr', name: 'Élodie Martin'})
    expect(mail.subject).toBe('Le replay du webinar « Retour d’expérience : le CHU de Valbonne »')
    expect(mail.text).toContain('Bonjour Élodie,')
    expect(mail.text).toContain('https://replay.parlia.fr/retour-experience')
    expect(mail.html).toContain('<a href="https://replay.parlia.fr/retour-experience">')
    expect(mail.attachment).toBeUndefined()
    expect(mailOf(messages, 'notification').subject).toBe(
      'Demande de replay de webinar « Retour d’expérience : le CHU de Valbonne » : Élodie Martin (CHU de Valbonne)',
    )
  })

  it('links a white paper hosted by Sanity, and attaches a bundled one', () => {
    const hosted = mailOf(
      buildOutboxMessages(
        contentRequest({
          type: 'whitePaper',
          title: 'RGPD',
          slug: 'rgpd',
          file: {url: 'https://cdn.sanity.io/files/p/d/abc.pdf'},
        }),
        settings,
      ),
      'resource',
    )
    expect(hosted.subject).toBe('Votre livre blanc « RGPD »')
    expect(hosted.text).toContain('https://cdn.sanity.io/files/p/d/abc.pdf')
    expect(hosted.attachment).toBeUndefined()

    const bundled = mailOf(
      buildOutboxMessages(
        contentRequest({
          type: 'whitePaper',
          title: 'RGPD',
          slug: 'rgpd',
          file: {path: 'files/abc.pdf', extension: 'pdf'},
        }),
        settings,
      ),
      'resource',
    )
    expect(bundled.attachment).toEqual({filename: 'rgpd.pdf', contentPath: 'files/abc.pdf'})
    expect(bundled.text).toContain('en pièce jointe')
  })

  it('asks the sales team to send by hand a resource that has neither file nor link', () => {
    const messages = buildOutboxMessages(contentRequest({...webinar, replayUrl: null}), settings)
    expect(messages.map((message) => message.kind)).toEqual(['contact', 'notification'])
    expect(mailOf(messages, 'notification').text).toContain('envoyez-le à la main')
  })

  it('keeps only the contact when there is no address to send e-mails from', () => {
    expect(buildOutboxMessages(demo, {...settings, senderEmail: null}).map((message) => message.kind)).toEqual([
      'contact',
    ])
  })

  it('sends the visitors who asked for it a copy of their message, theirs only, escaped in the HTML version', () => {
    const conversation = 'Conversation avec l’assistant du site :\n\nVisiteur : <b>vous hébergez les données où ?</b>'
    const contact: LeadForDelivery = {
      form: 'contact',
      values: {...person, phoneNumber: '', message: conversation},
      resource: null,
      sendCopy: true,
    }
    const messages = buildOutboxMessages(contact, settings)
    expect(messages.map((message) => message.kind)).toEqual(['contact', 'notification', 'copy'])
    const mail = mailOf(messages, 'copy')
    expect(mail.from).toEqual({email: 'contact@parlia.fr', name: 'Parlia'})
    expect(mail.to).toEqual({email: 'elodie.martin@chu-valbonne.fr', name: 'Élodie Martin'})
    expect(mail.subject).toBe('Copie de votre message à Parlia')
    expect(mail.text).toContain(conversation)
    expect(mail.html).toContain('&lt;b&gt;vous hébergez les données où ?&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>')

    expect(buildOutboxMessages({...contact, sendCopy: false}, settings).map((message) => message.kind)).toEqual([
      'contact',
      'notification',
    ])
    // A form without a message has nothing to copy.
    expect(
      buildOutboxMessages({...contentRequest(webinar), sendCopy: true}, settings).map((message) => message.kind),
    ).not.toContain('copy')
  })
})
