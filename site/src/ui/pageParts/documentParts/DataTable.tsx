import type {ReactNode} from 'react'

import styles from './DocumentParts.module.css'

interface DataTableProps {
  /** The caption's id: the scrolling box is named by it. */
  captionId: string
  caption: string
  columns: readonly string[]
  /** Each row's first cell heads it. */
  rows: readonly {key: string; cells: readonly ReactNode[]}[]
}

/**
 * A table read line by line (sub-processors, retention periods, lead times). On a phone it scrolls sideways within
 * its own box, which takes the focus so that the keyboard reaches that scroll too.
 */
export function DataTable({captionId, caption, columns, rows}: DataTableProps) {
  return (
    <div className={styles.tableBox} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({key, cells: [head, ...cells]}) => (
            <tr key={key}>
              <th scope="row">{head}</th>
              {cells.map((cell, index) => (
                <td key={columns[index + 1]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
