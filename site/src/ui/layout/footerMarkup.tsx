import {renderToStaticMarkup} from 'react-dom/server'

import {FooterContent} from './FooterContent'
import type {RenderedMarkup} from '../markup/renderedMarkup'
import type {LayoutData} from './layoutData'

/** The footer's content as HTML, rendered in getStaticProps and getServerSideProps (see Footer.tsx). */
export function renderFooter(layout: Omit<LayoutData, 'footer'>): RenderedMarkup {
  return {__html: renderToStaticMarkup(<FooterContent layout={layout} />)}
}
