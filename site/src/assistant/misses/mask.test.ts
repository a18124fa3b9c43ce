/** @jest-environment node */
import {MASKS, maskPersonalData} from './mask'

const {email: EMAIL, phone: PHONE, number: NUMBER} = MASKS

describe('maskPersonalData', () => {
  it.each([
    ['écrivez-moi à jean.dupont@exemple.fr svp', `écrivez-moi à ${EMAIL} svp`],
    ['mon mail : Claire.Martin+devis@sous.domaine.co.uk.', `mon mail : ${EMAIL}.`],
    ['(contact: j_doe-42@mairie-lyon.fr)', `(contact: ${EMAIL})`],
    ['adresse élodie@société.fr ou x@y', `adresse ${EMAIL} ou ${EMAIL}`],
    ['jean(at)exemple.fr', EMAIL],
    ['jean [at] exemple [dot] fr, merci', `${EMAIL}, merci`],
    ['jean.dupont arobase gmail point com merci', `${EMAIL} merci`],
    ['reach me at john at acme.com please', `reach me at ${EMAIL} please`],
  ])('masks the e-mail address in « %s »', (question, masked) => {
    expect(maskPersonalData(question)).toBe(masked)
  })

  it.each([
    ['rappelez-moi au 06 12 34 56 78', `rappelez-moi au ${PHONE}`],
    ['tel 0612345678 merci', `tel ${PHONE} merci`],
    ['06.12.34.56.78', PHONE],
    ['06-12-34-56-78 ?', `${PHONE} ?`],
    ['le standard : 04 72 00 00 00.', `le standard : ${PHONE}.`],
    ['+33 6 12 34 56 78', PHONE],
    ['+33612345678', PHONE],
    ['+33 (0)6 12 34 56 78', PHONE],
    ['0033 6 12 34 56 78', PHONE],
    ['(+33) 6 12 34 56 78', PHONE],
    ['+44 20 7946 0958 (London office)', `${PHONE} (London office)`],
    ['call +1 (555) 123-4567', `call ${PHONE}`],
    ['La recette (06 12 34 56 78, jean) ?', `La recette (${PHONE}, jean) ?`],
    ['+49 30 1234567', PHONE],
    ['06\u00a012\u00a034\u00a056\u00a078', PHONE],
  ])('masks the phone number in « %s »', (question, masked) => {
    expect(maskPersonalData(question)).toBe(masked)
  })

  it.each([
    ['mon IBAN FR76 3000 6000 0112 3456 7890 189 est-il accepté', `mon IBAN ${NUMBER} est-il accepté`],
    ['iban fr7630006000011234567890189', `iban ${NUMBER}`],
    ['DE89 3704 0044 0532 0130 00', NUMBER],
    ['carte 4111 1111 1111 1111 refusée', `carte ${NUMBER} refusée`],
    ['4111-1111-1111-1111', NUMBER],
    ['5500000000000004', NUMBER],
    ['ma facture n° 2024-000123', `ma facture n° ${NUMBER}`],
    ['client CMD1234567 bloqué', `client CMD${NUMBER} bloqué`],
    ['sécu 1 85 05 78 006 084 36', `sécu ${NUMBER}`],
    ['né le 12/03/1985', `né le ${NUMBER}`],
    ['SIRET 849 512 376 00019', `SIRET ${NUMBER}`],
    ['123456', NUMBER],
  ])('masks the long digit run in « %s »', (question, masked) => {
    expect(maskPersonalData(question)).toBe(masked)
  })

  it.each([
    'combien coûte Parlia pour 5 000 agents ?',
    'vous êtes compatibles avec GLPI 10.0.12 ?',
    'ouvert de 9h à 18h, 5j/7 ?',
    'le 3 mars 2025 à 14h30',
    'RGPD article 28',
    'prix en 2025',
    'Teams et Office 365',
    'on peut vous écrire à l’adresse du site ?',
    'what is at stake. Time matters',
    'le point sur les tarifs',
    '',
  ])('leaves « %s » as it is: nothing personal, fewer than six digits', (question) => {
    expect(maskPersonalData(question)).toBe(question)
  })

  it('masks every piece of data in one question, and what it leaves is the question', () => {
    expect(
      maskPersonalData(
        'Bonjour, je suis Paul (paul@ville.fr, 06 11 22 33 44), IBAN FR7612345678901234567890123 : quel prix ?',
      ),
    ).toBe(`Bonjour, je suis Paul (${EMAIL}, ${PHONE}), IBAN ${NUMBER} : quel prix ?`)
  })

  it('masks the same way twice: a masked question stays as it is', () => {
    const once = maskPersonalData('jean@exemple.fr 06 12 34 56 78 4111 1111 1111 1111')
    expect(maskPersonalData(once)).toBe(once)
  })
})
