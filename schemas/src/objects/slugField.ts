import {defineField} from 'sanity'

/** A URL slug, made from `source`; `fixed` restricts it to the spec's fixed pages. */
export function slugField(name: string, source: string, fixed?: readonly {slug: string; title: string}[]) {
  return defineField({
    name,
    title: 'Identifiant d’URL',
    type: 'slug',
    options: {source, maxLength: 96},
    validation: (rule) =>
      rule.required().custom((value: {current?: string} | undefined) => {
        const current = value?.current ?? ''
        if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(current)) return 'Minuscules, chiffres et tirets uniquement.'
        if (fixed && !fixed.some((page) => page.slug === current)) {
          return `Doit être l’une des pages prévues : ${fixed.map((page) => page.slug).join(', ')}.`
        }
        return true
      }),
  })
}
