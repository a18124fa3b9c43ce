import {createElement, type HTMLAttributes} from 'react'

export type HeadingLevel = 2 | 3 | 4 | 5 | 6

/** A heading whose level follows the page outline rather than the component. */
export function Heading({level, ...rest}: HTMLAttributes<HTMLHeadingElement> & {level: HeadingLevel}) {
  return createElement(`h${level}`, rest)
}
