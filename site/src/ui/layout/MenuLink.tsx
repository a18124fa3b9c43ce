import {forwardRef, type AnchorHTMLAttributes} from 'react'

import type {NavLink} from './layoutData'

const EXTERNAL = /^https?:/

type MenuLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {link: NavLink}

/** A navigation entry: a link inside the site, a link opening a new tab outside it. */
export const MenuLink = forwardRef<HTMLAnchorElement, MenuLinkProps>(function MenuLink({link, ...rest}, ref) {
  const body = (
    <>
      <span>{link.label}</span>
      {link.description ? <small>{link.description}</small> : null}
    </>
  )
  if (EXTERNAL.test(link.href)) {
    return (
      <a ref={ref} href={link.href} target="_blank" rel="noopener noreferrer" {...rest}>
        {body}
        <span className="visually-hidden"> (nouvel onglet)</span>
      </a>
    )
  }
  return (
    <a ref={ref} href={link.href} {...rest}>
      {body}
    </a>
  )
})
