import {BUTTON_KINDS, BUTTON_SIZES, DEFAULT_BUTTON_SIZE} from '@parlia/schemas/constants/components'
import type {AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode} from 'react'

import styles from './Button.module.css'

export type ButtonSize = (typeof BUTTON_SIZES)[number]
export type ButtonKind = (typeof BUTTON_KINDS)[number]

interface CommonProps {
  size?: ButtonSize
  kind?: ButtonKind
  children: ReactNode
  className?: string
}

type AsLink = CommonProps & {href: string} & AnchorHTMLAttributes<HTMLAnchorElement>
type AsButton = CommonProps & {href?: undefined} & ButtonHTMLAttributes<HTMLButtonElement>

export type ButtonProps = AsLink | AsButton

/** A button, or a link styled as one when given `href` (spec section 9: sizes xs–lg, default lg). */
export function Button({size = DEFAULT_BUTTON_SIZE, kind = 'primary', className, children, ...rest}: ButtonProps) {
  const classes = [styles.button, styles[size], styles[kind], className].filter(Boolean).join(' ')
  if (rest.href !== undefined) {
    return (
      <a className={classes} {...(rest as AsLink)}>
        {children}
      </a>
    )
  }
  const {type = 'button', ...button} = rest as AsButton
  return (
    <button className={classes} type={type} {...button}>
      {children}
    </button>
  )
}
