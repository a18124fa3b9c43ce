import {PortableText, type PortableTextBlockComponent, type PortableTextComponents} from '@portabletext/react'
import type {PortableTextBlock} from '@portabletext/types'
import {renderToStaticMarkup} from 'react-dom/server'

import type {RichTextImage} from '../../../content/resolveImages'
import type {RenderedMarkup} from '../../markup/renderedMarkup'
import {ContentImage} from '../ContentImage/ContentImage'
import styles from './RichText.module.css'

const EXTERNAL = /^https?:/

/** An h2 or h3 with the id its page's data gives it (anchors/pageAnchors.ts), so a link can point at its section. */
function anchoredHeading(Tag: 'h2' | 'h3'): PortableTextBlockComponent {
  return function AnchoredHeading({value, children}) {
    return <Tag id={(value as {anchor?: string}).anchor}>{children}</Tag>
  }
}

const components: PortableTextComponents = {
  block: {h2: anchoredHeading('h2'), h3: anchoredHeading('h3')},
  types: {
    bodyImage: ({value}: {value: RichTextImage}) => (
      <figure className={styles.figure}>
        <ContentImage image={value.image} sizes="(min-width: 48rem) 46rem, 100vw" className={styles.image} />
        {value.caption ? <figcaption>{value.caption}</figcaption> : null}
      </figure>
    ),
  },
  marks: {
    link: ({value, children}) => {
      const href = (value as {href?: string | null} | undefined)?.href
      // A link whose page is not published (a draft's, in preview) is shown as its text.
      if (!href) return <>{children}</>
      if (EXTERNAL.test(href)) {
        return (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {children}
            <span className="visually-hidden"> (nouvel onglet)</span>
          </a>
        )
      }
      return <a href={href}>{children}</a>
    },
  },
}

/** Any Portable Text array as typegen types it: blocks, and images resolved by resolveImages. */
export type RichTextValue = readonly {_type: string; _key?: string}[]

/**
 * Portable Text from the studio as HTML: headings (with their ids), lists, quotes, links and images, in the site's
 * typography. Rendered once by the server, in getStaticProps: the text has no behaviour, so the browser receives
 * markup, not the Portable Text renderer (about 3 KB of every such page's first load) nor the blocks (a page's data
 * is smaller as HTML). React escapes the text and drops `javascript:` links, as it does when it renders a page.
 */
export function renderRichText(value: RichTextValue): RenderedMarkup {
  return {
    __html: value.length
      ? renderToStaticMarkup(<PortableText value={value as unknown as PortableTextBlock[]} components={components} />)
      : '',
  }
}
