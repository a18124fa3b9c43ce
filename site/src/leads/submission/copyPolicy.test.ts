import {copyAllowed, copyOffered} from './copyPolicy'

describe('the copy of a message a visitor asks for', () => {
  it('is offered with a captcha, or while no e-mail leaves the machine', () => {
    expect(copyOffered({captcha: true, deliversMail: true})).toBe(true)
    expect(copyOffered({captcha: true, deliversMail: false})).toBe(true)
    expect(copyOffered({captcha: false, deliversMail: false})).toBe(true)
    expect(copyOffered({captcha: false, deliversMail: true})).toBe(false)
  })

  it('goes out for a verified person, or without a captcha while mail stays local; never for an unverified one', () => {
    expect(copyAllowed('verified', true)).toBe(true)
    expect(copyAllowed('verified', false)).toBe(true)
    expect(copyAllowed('disabled', false)).toBe(true)
    expect(copyAllowed('disabled', true)).toBe(false)
    expect(copyAllowed('unavailable', true)).toBe(false)
    expect(copyAllowed('unavailable', false)).toBe(false)
    expect(copyAllowed('rejected', false)).toBe(false)
  })
})
