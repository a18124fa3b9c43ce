import {renderToStaticMarkup} from 'react-dom/server'

import type {RenderedMarkup} from '../markup/renderedMarkup'
import type {NavLink} from './layoutData'
import {MenuLink} from './MenuLink'

/**
 * A menu's links as HTML, rendered in getStaticProps and getServerSideProps: the header's popover and the burger menu
 * show them (styled by their list), and the browser receives markup, not the links' data (markup/renderedMarkup.ts).
 */
export function renderMenuLinks(links: NavLink[]): RenderedMarkup {
  return {
    __html: renderToStaticMarkup(
      <>
        {links.map((link) => (
          <li key={link.key}>
            <MenuLink link={link} />
          </li>
        ))}
      </>,
    ),
  }
}
