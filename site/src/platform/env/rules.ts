import * as yup from 'yup'

// The messages follow the variable's name: "BREVO_LIST_ID must be a whole number of at least 1".

const urlOf =
  (protocols: string[]) =>
  (value: string | undefined): boolean =>
    value === undefined || (URL.canParse(value) && protocols.includes(new URL(value).protocol))

/** An absolute http:// or https:// URL. */
export const httpUrl = () =>
  yup.string().test('http-url', 'must be an http:// or https:// URL', urlOf(['http:', 'https:']))

/** A PostgreSQL connection URL. */
export const postgresUrl = () =>
  yup
    .string()
    .test(
      'postgres-url',
      'must be a PostgreSQL URL (postgres://user:password@host:5432/database)',
      urlOf(['postgres:', 'postgresql:']),
    )

/** A Redis connection URL. */
export const redisUrl = () =>
  yup
    .string()
    .test(
      'redis-url',
      'must be a Redis URL (redis://user:password@host:6379/0, or rediss:// with TLS)',
      urlOf(['redis:', 'rediss:']),
    )

/** A whole number of at least `min`, written in digits. */
export const wholeNumber = (min: number) => {
  const message = `must be a whole number of at least ${min}`
  return yup.number().typeError(message).integer(message).min(min, message)
}

/** A string of the given shape, `description` naming it in the message. */
export const shaped = (pattern: RegExp, description: string) => yup.string().matches(pattern, `must be ${description}`)
