import {PortableText, type PortableTextBlockComponent, type PortableTextComponents} from '@portabletext/react'
import type {PortableTextBlock} from '@portabletext/types'
import Link from 'next/link'
import {useMemo} from 'react'

import {richTextAnchors} from '../../anchors/pageAnchors'
import type {RichTextImage} from '../../content/resolveImages'
import {ContentImage} from '../ContentImage/ContentImage'
import styles from './RichText.module.css'

const EXTERNAL = /^https?:/

/** Heading ids by block key (richTextAnchors). */
type Anchors = ReadonlyMap<string, string>

/** An h2 or h3 with its id, so a link (the assistant's sources among them) can point at its section. */
function anchoredHeading(Tag: 'h2' | 'h3', anchors: Anchors): PortableTextBlockComponent {
  return function AnchoredHeading({value, children}) {
    return <Tag id={value._key ? anchors.get(value._key) : undefined}>{children}</Tag>
  }
}

const components = (anchors: Anchors): PortableTextComponents => ({
  block: {h2: anchoredHeading('h2', anchors), h3: anchoredHeading('h3', anchors)},
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
      const href = (value as {href?: string} | undefined)?.href ?? '#'
      if (EXTERNAL.test(href)) {
        return (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {children}
            <span className="visually-hidden"> (nouvel onglet)</span>
          </a>
        )
      }
      return href.startsWith('/') ? <Link href={href}>{children}</Link> : <a href={href}>{children}</a>
    },
  },
})

/** Any Portable Text array as typegen types it: blocks, and images resolved by resolveImages. */
export type RichTextValue = readonly {_type: string; _key?: string}[]

/**
 * Portable Text from the studio: headings, lists, quotes, links and images, in the site's typography. Its h2 and h3
 * carry ids: `anchors` when the page has other headings from the content (see anchors/pageAnchors.ts), otherwise
 * their own.
 */
export function RichText({value, anchors}: {value: RichTextValue; anchors?: Anchors}) {
  const rendered = useMemo(() => components(anchors ?? richTextAnchors(value)), [anchors, value])
  return (
    <div className={styles.richText}>
      <PortableText value={value as unknown as PortableTextBlock[]} components={rendered} />
    </div>
  )
}
