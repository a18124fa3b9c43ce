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

describe('the messages of a savings estimate', () => {
  const siteSettings: MailSettings = {...settings, siteUrl: 'https://www.parlia.fr'}
  const calculator: RequestedResource = {type: 'savingsEstimate', title: 'Combien votre assistant vous ferait gagner'}
  const estimateRequest = (estimate: string): LeadForDelivery => ({
    form: 'contentRequest',
    values: {...person, company: 'CHU de Valbonne', jobTitle: 'DSI', resource: 'savingsCalculatorPage', estimate},
    resource: calculator,
  })
  // 1 200 requests, 35 % of them answered, 7.5 minutes each: 52.5 hours a month, at 32.50 € an hour 1 706.25 €.
  const lead = estimateRequest('demandes=1200&part=35&minutes=7.5&cout=32.5')
  const link = 'https://www.parlia.fr/ressources/calculateur-economies?demandes=1200&part=35&minutes=7.5&cout=32.5'

  it('sends the visitor their figures, what they save, the formula and the link back to the calculator', () => {
    const messages = buildOutboxMessages(lead, siteSettings)
    expect(messages.map((message) => message.kind)).toEqual(['contact', 'notification', 'resource'])
    const mail = mailOf(messages, 'resource')
    expect(mail.from).toEqual({email: 'contact@parlia.fr', name: 'Parlia'})
    expect(mail.to).toEqual({email: 'elodie.martin@chu-valbonne.fr', name: 'Élodie Martin'})
    expect(mail.subject).toBe('Votre estimation d’économies avec Parlia')
    expect(mail.attachment).toBeUndefined()
    expect(mail.text).toBe(
      [
        'Bonjour Élodie,',
        '',
        'Voici l’estimation que vous avez faite avec notre calculateur d’économies.',
        '',
        'Vos chiffres :',
        'Demandes par mois : 1\u202f200',
        'Part traitée par l’assistant : 35\u00a0%',
        'Temps par demande : 7,5\u00a0min',
        'Coût horaire : 32,5\u00a0€',
        '',
        'Ce que l’assistant vous ferait gagner :',
        'Temps libéré par mois : 53 h',
        'Économies par mois : 1\u202f706\u00a0€',
        'Temps libéré par an : 630 h',
        'Économies par an : 20\u202f475\u00a0€',
        '',
        'Le calcul :',
        '1\u202f200 demandes × 35 % × 7,5 min ÷ 60 = 52,5 h par mois',
        '52,5 h × 32,5 € de l’heure = environ 1\u202f706\u00a0€ par mois',
        'Sur un an, × 12 : environ 630 h et 20\u202f475\u00a0€',
        '',
        'Retrouvez cette estimation, et ajustez-la, à cette adresse :',
        link,
        '',
        'À bientôt,',
        'L’équipe Parlia',
        '',
        'Vous recevez ce message parce que vous avez demandé cette estimation sur le site de Parlia.',
      ].join('\n'),
    )
    expect(mail.html).toContain('<li>Demandes par mois : <strong>1\u202f200</strong></li>')
    expect(mail.html).toContain('<li>Économies par an : <strong>20\u202f475\u00a0€</strong></li>')
    expect(mail.html).toContain('<br>Sur un an, × 12 : environ 630 h et 20\u202f475\u00a0€</p>')
    expect(mail.html).toContain(
      '<a href="https://www.parlia.fr/ressources/calculateur-economies?demandes=1200&amp;part=35&amp;minutes=7.5&amp;cout=32.5">',
    )
    expect(mail.html).toContain('<p>À bientôt,<br>L’équipe Parlia</p>')
  })

  it('computes the results from the figures it is given, in tenths of an hour under ten hours', () => {
    const results = (estimate: string) =>
      mailOf(buildOutboxMessages(estimateRequest(estimate), siteSettings), 'resource')
        .text.split('\n')
        .filter((line) => /^(Temps libéré|Économies) par/.test(line))
    expect(results('demandes=2000&part=40&minutes=6&cout=35')).toEqual([
      'Temps libéré par mois : 80 h',
      'Économies par mois : 2\u202f800\u00a0€',
      'Temps libéré par an : 960 h',
      'Économies par an : 33\u202f600\u00a0€',
    ])
    expect(results('demandes=50&part=20&minutes=3&cout=35')).toEqual([
      'Temps libéré par mois : 0,5 h',
      'Économies par mois : 18\u00a0€',
      'Temps libéré par an : 6 h',
      'Économies par an : 210\u00a0€',
    ])
  })

  it('tells the sales team the figures and results as rows, not the query the form sent', () => {
    const mail = mailOf(buildOutboxMessages(lead, siteSettings), 'notification')
    expect(mail.to).toEqual({email: 'commercial@parlia.fr'})
    expect(mail.replyTo).toEqual({email: 'elodie.martin@chu-valbonne.fr', name: 'Élodie Martin'})
    expect(mail.subject).toBe('Demande d’estimation d’économies : Élodie Martin (CHU de Valbonne)')
    expect(mail.text).toBe(
      [
        'Nouvelle demande reçue par le site (demande de contenu).',
        '',
        'Prénom : Élodie',
        'Nom : Martin',
        'Adresse mail professionnelle : elodie.martin@chu-valbonne.fr',
        'Entreprise ou organisation : CHU de Valbonne',
        'Fonction : DSI',
        'Demandes par mois : 1\u202f200',
        'Part traitée par l’assistant : 35\u00a0%',
        'Temps par demande : 7,5\u00a0min',
        'Coût horaire : 32,5\u00a0€',
        'Temps libéré par mois : 53 h',
        'Économies par mois : 1\u202f706\u00a0€',
        'Temps libéré par an : 630 h',
        'Économies par an : 20\u202f475\u00a0€',
        `Lien de l’estimation : ${link}`,
        '',
        'Répondez à ce message pour écrire directement à la personne.',
      ].join('\n'),
    )
    expect(mail.html).toContain(
      '<tr><th align="left" valign="top">Coût horaire</th><td style="white-space: pre-wrap">32,5\u00a0€</td></tr>',
    )
    expect(mail.html).not.toContain('>Estimation<')
    expect(mail.html).not.toContain('Ressource demandée')
  })

  it('leaves the link out when the site’s address is unknown', () => {
    const messages = buildOutboxMessages(lead, settings)
    for (const kind of ['resource', 'notification'] as const) {
      const mail = mailOf(messages, kind)
      expect(mail.text).toContain('Temps libéré par mois : 53 h')
      expect(mail.text).not.toContain('calculateur-economies')
      expect(mail.html).not.toContain('<a ')
    }
  })

  it('escapes what the visitor typed in the HTML version', () => {
    const mail = mailOf(
      buildOutboxMessages({...lead, values: {...lead.values, firstName: '<b>Élodie</b> & co'}}, siteSettings),
      'resource',
    )
    expect(mail.html).toContain('<p>Bonjour &lt;b&gt;Élodie&lt;/b&gt; &amp; co,</p>')
    expect(mail.html).not.toContain('<b>')
  })

  it('sends the visitor nothing, and warns the sales team, for an estimate that does not read back', () => {
    const messages = buildOutboxMessages(estimateRequest('demandes=0&part=35&minutes=7.5&cout=32.5'), siteSettings)
    expect(messages.map((message) => message.kind)).toEqual(['contact', 'notification'])
    const mail = mailOf(messages, 'notification')
    expect(mail.text).toContain('L’estimation reçue est illisible')
    expect(mail.text).not.toContain('Demandes par mois')
  })
})
