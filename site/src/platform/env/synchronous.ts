import {type AnySchema, ValidationError} from 'yup'

/**
 * A yup schema as a synchronous Standard Schema. Yup's own `~standard` always answers a promise, which
 * t3-env refuses: it validates the configuration while modules load.
 */
export function synchronous<S extends AnySchema>(schema: S): Pick<S, '~standard'> {
  const standard = {
    version: 1,
    vendor: 'yup',
    validate(value: unknown) {
      try {
        return {value: schema.validateSync(value, {abortEarly: false})}
      } catch (error) {
        if (!ValidationError.isError(error)) throw error
        return {issues: error.errors.map((message) => ({message}))}
      }
    },
  }
  return {'~standard': standard} as Pick<S, '~standard'>
}
