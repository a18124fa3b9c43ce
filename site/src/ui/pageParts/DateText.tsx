import {dateTimeAttribute, formatDate} from './format'

/** A date in French, machine-readable in its `dateTime`: « 1er octobre 2026 ». */
export function DateText({value}: {value: string}) {
  return <time dateTime={dateTimeAttribute(value)}>{formatDate(value)}</time>
}
