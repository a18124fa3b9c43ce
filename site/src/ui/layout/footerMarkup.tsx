import {renderToStaticMarkup} from 'react-dom/server'

import {FooterContent} from './FooterContent'
import type {RenderedMarkup} from '../markup/renderedMarkup'
import type {LayoutSettings} from './layoutData'

/** The footer's content as HTML, rendered in getStaticProps and getServerSideProps (see Footer.tsx). */
export function renderFooter(layout: LayoutSettings): RenderedMarkup {
  return {__html: renderToStaticMarkup(<FooterContent layout={layout} />)}
}
