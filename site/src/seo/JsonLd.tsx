import type {Thing, WithContext} from 'schema-dts'

/**
 * The JSON of a structured-data script. `<` is escaped (still valid JSON) so that no value, such as an
 * editor's `</script>`, can close the element or open a comment in the HTML around it.
 */
export function serializeJsonLd(data: WithContext<Thing>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** Structured data (schema.org, JSON-LD) for search engines; it renders nothing visible. */
export function JsonLd({data}: {data: WithContext<Thing>}) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{__html: serializeJsonLd(data)}} />
}
