/** @jest-environment node */
import {SECTORS} from '@parlia/schemas/constants'

import {type FieldDefinition, type FormDefinition, formDefinitions} from './definitions'
import {FIELD_RULES, type FieldRules, FREE_WEBMAIL_DOMAINS} from './fieldRules'
import {
  fieldError,
  FORBIDDEN_CHARACTERS_MESSAGE,
  FORM_ERROR_KEY,
  formSchema,
  NOT_A_STRING_MESSAGE,
  NOT_AN_OBJECT_MESSAGE,
  tooLongMessage,
  UNKNOWN_FIELDS_MESSAGE,
  validateForm,
} from './schema'

const probe = (control: FieldDefinition['control'] = 'text', required = true): FieldDefinition => ({
  name: 'message',
  label: 'Sonde',
  control,
  maxLength: 20,
  required,
})

const contactField = (name: string) => {
  const found = formDefinitions.contact.fields.find((item) => item.name === name)
  if (!found) throw new Error(`no field ${name}`)
  return found
}

const validContact = {
  firstName: 'Claire',
  lastName: 'Martin',
  email: 'claire.martin@chu-valbonne.fr',
  phoneNumber: '04 72 00 00 00',
  message: 'Bonjour, nous souhaitons un assistant pour notre service RH.',
}

describe('the field contract (spec section 5)', () => {
  const digits = {pattern: /^\d+$/, message: 'Chiffres.'}
  const short = {pattern: /^.{0,3}$/, message: 'Court.'}
  const rules = (...patterns: FieldRules['patterns'] & object): FieldRules => ({required: 'Requis.', patterns})

  it('a required field fails on an empty value, whitespace included, and passes otherwise', () => {
    expect(fieldError(probe(), '', rules())).toBe('Requis.')
    expect(fieldError(probe(), ' \t\n ', rules())).toBe('Requis.')
    expect(fieldError(probe(), 'x', rules())).toBeUndefined()
    expect(fieldError(probe('text', false), ' ', rules())).toBeUndefined()
  })

  it('a pattern fails only on a non-empty value that does not match', () => {
    const optional = probe('text', false)
    expect(fieldError(optional, '', rules(digits))).toBeUndefined()
    expect(fieldError(optional, '   ', rules(digits))).toBeUndefined()
    expect(fieldError(optional, '12', rules(digits))).toBeUndefined()
    expect(fieldError(optional, '12a', rules(digits))).toBe('Chiffres.')
  })

  it('matches patterns against the trimmed value', () => {
    expect(fieldError(probe(), '  42  ', rules(digits))).toBeUndefined()
  })

  it('shows the last failing rule’s message', () => {
    expect(fieldError(probe(), 'abcdef', rules(digits, short))).toBe('Court.')
    expect(fieldError(probe(), 'abcdef', rules(short, digits))).toBe('Chiffres.')
    expect(fieldError(probe(), 'abc', rules(digits, short))).toBe('Chiffres.')
    expect(fieldError(probe(), '', rules(digits))).toBe('Requis.')
  })

  it('a select refuses a value none of its options has', () => {
    const select = {...probe('select'), options: [{value: 'a', label: 'A'}]}
    expect(fieldError(select, 'a', {unlisted: 'Hors liste.'})).toBeUndefined()
    expect(fieldError(select, 'b', {unlisted: 'Hors liste.'})).toBe('Hors liste.')
  })

  it('reports over-long values and control characters after the rules', () => {
    expect(fieldError(probe(), 'a'.repeat(21), rules(digits))).toBe(tooLongMessage(20))
    expect(fieldError(probe(), `  ${'a'.repeat(20)}  `, rules())).toBeUndefined()
    expect(fieldError(probe(), 'a\u0000b', rules())).toBe(FORBIDDEN_CHARACTERS_MESSAGE)
    expect(fieldError(probe(), 'a\nb', rules())).toBe(FORBIDDEN_CHARACTERS_MESSAGE)
    expect(fieldError(probe('textarea'), 'a\nb\tc', rules())).toBeUndefined()
    expect(fieldError(probe('textarea'), 'a\u001Bb', rules())).toBe(FORBIDDEN_CHARACTERS_MESSAGE)
    expect(fieldError(probe(), 'a\uD800b', rules())).toBe(FORBIDDEN_CHARACTERS_MESSAGE)
    expect(fieldError(probe(), 'émoji 😀', rules())).toBeUndefined()
  })

  it('gives every required field of every form its message, and every select its out-of-list message', () => {
    for (const {fields} of Object.values(formDefinitions)) {
      for (const field of fields) {
        if (field.required) expect(FIELD_RULES[field.name].required).toEqual(expect.any(String))
        if (field.options) expect(FIELD_RULES[field.name].unlisted).toEqual(expect.any(String))
      }
    }
  })

  it('the yup schema reports one message per field, the last failing rule’s', async () => {
    const definition: FormDefinition = {kind: 'contact', fields: [probe()]}
    await expect(formSchema(definition).validate({message: 'a'.repeat(25)}, {abortEarly: false})).rejects.toMatchObject(
      {
        inner: [{path: 'message', message: tooLongMessage(20)}],
      },
    )
    await expect(formSchema(definition).validate({message: ''}, {abortEarly: false})).rejects.toMatchObject({
      inner: [{path: 'message', message: 'Un message est requis.'}],
    })
    await expect(formSchema(definition).validate({message: ' 12 '})).resolves.toEqual({message: '12'})
  })
})

describe('the contact form', () => {
  it('has the fields of the spec, with a 4-row message and an optional phone', () => {
    expect(formDefinitions.contact.fields.map((item) => [item.name, item.control])).toEqual([
      ['firstName', 'text'],
      ['lastName', 'text'],
      ['email', 'email'],
      ['phoneNumber', 'tel'],
      ['message', 'textarea'],
    ])
    expect(contactField('phoneNumber').required).toBe(false)
  })

  it('gives the exact required messages of the spec on an empty submission', async () => {
    expect(await validateForm('contact', {})).toEqual({
      ok: false,
      errors: {
        firstName: 'Un prénom est requis.',
        lastName: 'Un nom est requis.',
        email: 'Une adresse mail professionnelle requise.',
        message: 'Un message est requis.',
      },
    })
    const blank = Object.fromEntries(Object.keys(validContact).map((name) => [name, '   ']))
    expect(await validateForm('contact', blank)).toEqual(await validateForm('contact', {}))
  })

  it('accepts a valid submission and answers every field trimmed, in the form’s order', async () => {
    const padded = Object.fromEntries(Object.entries(validContact).map(([name, value]) => [name, `  ${value} `]))
    const result = await validateForm('contact', padded)
    expect(result).toEqual({ok: true, values: validContact})
    if (result.ok) expect(Object.keys(result.values)).toEqual(formDefinitions.contact.fields.map((item) => item.name))
    expect(await validateForm('contact', {...validContact, phoneNumber: undefined})).toEqual({
      ok: true,
      values: {...validContact, phoneNumber: ''},
    })
  })

  describe('the professional e-mail rule', () => {
    const email = contactField('email')
    const malformed = fieldError(email, 'pas-une-adresse')

    it('gives a malformed address its own message', () => {
      expect(malformed).toMatch(/adresse mail valide/)
      expect(malformed).not.toBe('Une adresse mail professionnelle requise.')
      for (const value of [
        'claire@',
        '@chu.fr',
        'claire@chu',
        'claire martin@chu.fr',
        'claire@@chu.fr',
        'claire@chu.f',
      ]) {
        expect(fieldError(email, value)).toBe(malformed)
      }
    })

    it('refuses every free webmail domain of the list, whatever the case, with its own message', () => {
      const refused = fieldError(email, 'claire@gmail.com')
      expect(refused).toMatch(/professionnelle/)
      expect(refused).not.toBe(malformed)
      for (const domain of FREE_WEBMAIL_DOMAINS) {
        expect(fieldError(email, `claire.martin@${domain}`)).toBe(refused)
        expect(fieldError(email, `Claire@${domain.toUpperCase()}`)).toBe(refused)
      }
      for (const domain of [
        'gmail',
        'yahoo',
        'hotmail',
        'outlook',
        'live',
        'laposte.net',
        'orange.fr',
        'free.fr',
        'sfr.fr',
        'wanadoo',
        'icloud',
        'gmx',
        'protonmail',
      ]) {
        expect(FREE_WEBMAIL_DOMAINS.some((listed) => listed.startsWith(domain))).toBe(true)
      }
    })

    it('accepts professional addresses, including look-alike domains', () => {
      for (const value of [
        'claire.martin@chu-valbonne.fr',
        'c+rh@ville-montclair.gouv.fr',
        'x@freebox-pro.fr',
        'x@gmail.com.example.org',
        'x@mail.orange-business.com',
      ]) {
        expect(fieldError(email, value)).toBeUndefined()
      }
    })
  })

  it('accepts French and international phone numbers, and refuses anything else', () => {
    const phone = contactField('phoneNumber')
    for (const value of [
      '0472000000',
      '04 72 00 00 00',
      '04.72.00.00.00',
      '06-12-34-56-78',
      '+33 4 72 00 00 00',
      '+33 (0)4 72 00 00 00',
      '0033472000000',
      '+1 415 555 0100',
      '+44 20 7946 0958',
    ]) {
      expect(fieldError(phone, value)).toBeUndefined()
    }
    for (const value of [
      '12345',
      '04 72 00 00',
      'zéro quatre',
      '+33',
      '00 72 00 00 00',
      '+33 4 72 00 00 00 00 00 00 00',
      '<script>',
    ]) {
      expect(fieldError(phone, value)).toMatch(/numéro de téléphone valide/)
    }
  })
})

describe('the demo form', () => {
  const demo = {
    ...validContact,
    company: 'CHU de Valbonne',
    organisationType: 'etablissement-sante',
    headcount: '1000-4999',
  }

  it('asks the contact fields plus company, organisation type (the sectors of the spec) and headcount', async () => {
    const names = formDefinitions.demo.fields.map((item) => item.name)
    expect(names).toEqual(
      expect.arrayContaining([...Object.keys(validContact), 'company', 'organisationType', 'headcount']),
    )
    const sectors = formDefinitions.demo.fields.find((item) => item.name === 'organisationType')
    expect(sectors?.options?.map((option) => option.value)).toEqual(SECTORS.map((sector) => sector.slug))
    expect(await validateForm('demo', demo)).toEqual({ok: true, values: demo})
  })

  it('accepts only the listed organisation types and headcounts', async () => {
    const result = await validateForm('demo', {...demo, organisationType: 'particulier', headcount: '12'})
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.errors.organisationType).toBe('Choisissez un type d’organisation dans la liste.')
      expect(result.errors.headcount).toBe('Choisissez un effectif dans la liste.')
    }
  })
})

describe('the content request form', () => {
  const request = {
    firstName: 'Claire',
    lastName: 'Martin',
    email: 'claire.martin@chu-valbonne.fr',
    company: 'CHU de Valbonne',
    jobTitle: 'Responsable du support',
    resource: 'whitePaper-chatbot-et-rgpd-guide-pratique',
  }

  it('asks name, e-mail, company and job title, and carries the resource id and an optional estimate', async () => {
    expect(formDefinitions.contentRequest.fields.map((item) => item.name)).toEqual([
      ...Object.keys(request),
      'estimate',
    ])
    expect(await validateForm('contentRequest', request)).toEqual({ok: true, values: {...request, estimate: ''}})
    expect(
      (await validateForm('contentRequest', {...request, resource: 'webinar-chatbot-glpi-support-niveau-0'})).ok,
    ).toBe(true)
  })

  it('refuses a resource that is not a white paper or webinar id', async () => {
    for (const resource of [
      '',
      'post-un-article',
      'whitePaper-',
      'whitePaper-a b',
      '../whitePaper-x',
      'whitePaper-x"}',
    ]) {
      const result = await validateForm('contentRequest', {...request, resource})
      expect(result.ok).toBe(false)
      if (!result.ok) expect(Object.keys(result.errors)).toEqual(['resource'])
    }
  })

  it('names the savings calculator’s page by its id, and nothing that merely starts or ends like it', async () => {
    expect(await validateForm('contentRequest', {...request, resource: 'savingsCalculatorPage'})).toEqual({
      ok: true,
      values: {...request, resource: 'savingsCalculatorPage', estimate: ''},
    })
    for (const resource of [
      'savingsCalculatorPage-x',
      'savingsCalculatorPages',
      'xsavingsCalculatorPage',
      'drafts.savingsCalculatorPage',
      'savingscalculatorpage',
    ]) {
      expect(await validateForm('contentRequest', {...request, resource})).toEqual({
        ok: false,
        errors: {resource: 'La ressource demandée est inconnue.'},
      })
    }
  })

  describe('the estimate', () => {
    const estimateField = formDefinitions.contentRequest.fields.find((item) => item.name === 'estimate')

    it('is a hidden, optional field of the content request only', () => {
      expect(estimateField).toEqual({
        name: 'estimate',
        label: 'Estimation',
        control: 'hidden',
        maxLength: 200,
        required: false,
      })
      for (const kind of ['contact', 'demo'] as const)
        expect(formDefinitions[kind].fields.map((item) => item.name)).not.toContain('estimate')
    })

    it('passes when it looks like a query, leaving its figures and bounds to the pipeline', async () => {
      for (const estimate of [
        'demandes=2000&part=40&minutes=6&cout=35',
        'demandes=1%20200&part=40&minutes=7%2C5&cout=32.50',
        'demandes=1+200&part=40&minutes=6&cout=35',
        // Out of bounds, or repeated: well-formed, refused by the pipeline.
        'demandes=0&part=400&minutes=6&cout=35',
        'demandes=1&demandes=2&part=40&minutes=6&cout=35',
      ]) {
        expect(await validateForm('contentRequest', {...request, estimate})).toEqual({
          ok: true,
          values: {...request, estimate},
        })
      }
    })

    it('refuses anything else with its own message, and an over-long one with its limit', async () => {
      for (const estimate of [
        'demandes',
        '=2000',
        'demandes=2000&',
        'demandes=2000&&part=40',
        'demandes=2000;part=40',
        'Demandes=2000',
        'demandes=<script>',
        'demandes="2000"',
        '?demandes=2000',
        'https://www.parlia.fr/ressources/calculateur-economies?demandes=2000',
      ]) {
        expect(await validateForm('contentRequest', {...request, estimate})).toEqual({
          ok: false,
          errors: {estimate: 'L’estimation envoyée est illisible.'},
        })
      }
      const long = Array.from({length: 10}, (_, index) => `demandes${'x'.repeat(10)}=${index}${'9'.repeat(9)}`).join(
        '&',
      )
      expect(long.length).toBeGreaterThan(200)
      expect(await validateForm('contentRequest', {...request, estimate: long})).toEqual({
        ok: false,
        errors: {estimate: tooLongMessage(200)},
      })
    })

    it('is refused, as any unknown field, by the other forms', async () => {
      expect(
        await validateForm('contact', {...validContact, estimate: 'demandes=2000&part=40&minutes=6&cout=35'}),
      ).toEqual({ok: false, errors: {[FORM_ERROR_KEY]: UNKNOWN_FIELDS_MESSAGE}})
    })
  })
})

describe('validateForm on untrusted input', () => {
  it('refuses anything but an object', async () => {
    for (const input of [null, undefined, 'texte', 42, true, [], [validContact]]) {
      expect(await validateForm('contact', input)).toEqual({
        ok: false,
        errors: {[FORM_ERROR_KEY]: NOT_AN_OBJECT_MESSAGE},
      })
    }
  })

  it('refuses values that are not strings, without coercing them', async () => {
    for (const value of [42, true, null, {text: 'x'}, ['Claire']]) {
      const result = await validateForm('contact', {...validContact, firstName: value})
      expect(result).toEqual({ok: false, errors: {firstName: NOT_A_STRING_MESSAGE}})
    }
  })

  it('refuses unknown fields, hostile names included, without touching any prototype', async () => {
    expect(await validateForm('contact', {...validContact, admin: 'true'})).toEqual({
      ok: false,
      errors: {[FORM_ERROR_KEY]: UNKNOWN_FIELDS_MESSAGE},
    })
    const hostile = JSON.parse(
      `{"__proto__": {"polluted": "yes"}, "constructor": "x", ${JSON.stringify(validContact).slice(1)}`,
    )
    const result = await validateForm('contact', hostile)
    expect(result.ok).toBe(false)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype)
  })

  it('refuses over-long values with the field’s limit', async () => {
    const result = await validateForm('contact', {...validContact, message: 'a'.repeat(100_000)})
    expect(result).toEqual({ok: false, errors: {message: tooLongMessage(5000)}})
  })

  it('keeps HTML and SQL as plain text: escaping is the output’s business', async () => {
    const message = `<script>alert(1)</script>'; DROP TABLE leads; --`
    expect(await validateForm('contact', {...validContact, message})).toEqual({
      ok: true,
      values: {...validContact, message},
    })
  })
})
