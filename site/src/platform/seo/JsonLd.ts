import type {Thing, WithContext} from 'schema-dts'

/** Structured data (schema.org, JSON-LD) for search engines. */
export type StructuredDataValue = WithContext<Thing>

/**
 * The JSON of a structured-data script. `<` is escaped (still valid JSON) so that no value, such as an
 * editor's `</script>`, can close the element or open a comment in the HTML around it.
 */
export function serializeJsonLd(data: StructuredDataValue): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
