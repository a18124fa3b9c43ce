import {setTimeout as sleep} from 'node:timers/promises'

import {render, waitFor} from '@testing-library/react'

import {publicEnv} from '../env/public'
import {PageHead, SiteHead} from './PageHead.browser'

const SITE = publicEnv.siteUrl

/** The head a static page's server wrote for `path`, then a visit at `visited`. */
function serverHeadThenVisit(path: string, visited: string) {
  document.head.innerHTML = `<link rel="canonical" href="${SITE}${path}" data-page-link=""><link rel="alternate" type="application/rss+xml" href="${SITE}/rss/fr"><meta property="og:url" content="${SITE}${path}">`
  window.history.replaceState(null, '', visited)
}

const pageLink = () => document.head.querySelector('link[data-page-link]')
const feedLink = () => document.head.querySelector('link[type="application/rss+xml"]')

describe('PageHead in the browser', () => {
  it('leaves the server’s canonical link of a visit with no parameter or only ignored ones', async () => {
    serverHeadThenVisit('/qui-sommes-nous', '/qui-sommes-nous')
    render(<PageHead title="Qui sommes-nous" />)
    expect(pageLink()).toHaveAttribute('rel', 'canonical')
    serverHeadThenVisit('/blog', '/blog?page=2')
    render(<PageHead title="Blog" url="/blog?page=2" />)
    await sleep(20)
    expect(pageLink()).toHaveAttribute('rel', 'canonical')
    expect(pageLink()).toHaveAttribute('href', `${SITE}/blog`)
  })

  it('turns it alternate, with the parameter, for a visit with a tracking parameter (spec section 2)', async () => {
    serverHeadThenVisit('/qui-sommes-nous', '/qui-sommes-nous?utm_source=lettre')
    render(<PageHead title="Qui sommes-nous" />)
    await waitFor(() => expect(pageLink()).toHaveAttribute('rel', 'alternate'))
    expect(pageLink()).toHaveAttribute('href', `${SITE}/qui-sommes-nous?utm_source=lettre`)
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${SITE}/qui-sommes-nous?utm_source=lettre`,
    )
    expect(feedLink()).toHaveAttribute('href', `${SITE}/rss/fr`)
  })

  it('reads a rewritten page’s own address: /blog?page=2 is /blog, with any other parameter', async () => {
    serverHeadThenVisit('/blog', '/blog?page=2&utm_source=x')
    render(<PageHead title="Blog" url="/blog?page=2" />)
    await waitFor(() => expect(pageLink()).toHaveAttribute('rel', 'alternate'))
    expect(pageLink()).toHaveAttribute('href', `${SITE}/blog?utm_source=x`)
  })

  it('writes nothing in the page, and no link where the server wrote none (noindex)', () => {
    document.head.innerHTML = ''
    window.history.replaceState(null, '', '/connexion?x=1')
    const {container} = render(
      <>
        <SiteHead />
        <PageHead title="Connexion" noindex />
      </>,
    )
    expect(container).toBeEmptyDOMElement()
    expect(document.head.querySelector('link')).toBeNull()
  })
})
