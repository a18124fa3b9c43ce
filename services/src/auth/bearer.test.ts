import {carriesToken} from './bearer'

describe('carriesToken', () => {
  it('accepts the token as Sanity’s clients send it, and nothing else', () => {
    expect(carriesToken('Bearer s3cret-token', 's3cret-token')).toBe(true)
    expect(carriesToken('Bearer s3cret-toke', 's3cret-token')).toBe(false)
    expect(carriesToken('s3cret-token', 's3cret-token')).toBe(false)
    expect(carriesToken('bearer s3cret-token', 's3cret-token')).toBe(false)
    expect(carriesToken(undefined, 's3cret-token')).toBe(false)
    expect(carriesToken(['Bearer s3cret-token'], 's3cret-token')).toBe(false)
  })
})
