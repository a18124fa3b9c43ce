import {at, defineMigration, set} from 'sanity/migrate'

/** The title the section had when the component wrote it. */
export const FORMER_TITLE = 'Nos engagements'

/**
 * The home page's values were a list under the heading « Nos engagements », written in the site's component; they are
 * now a section like the others, its title beside its items, so editors can change it. For a dataset holding the
 * former shape (the bundled one is already migrated): `node studio/scripts/sanity.mjs migration run
 * home-values-section` (a dry run; add `--no-dry-run` to write), drafts included.
 */
export default defineMigration({
  title: 'Home page: the values section holds its title and its items',
  documentTypes: ['homePage'],
  migrate: {
    document(document) {
      const values: unknown = document.values
      if (!Array.isArray(values)) return []
      return [at('values', set({title: FORMER_TITLE, items: values}))]
    },
  },
})
