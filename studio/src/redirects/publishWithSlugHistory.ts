import {SANITY_API_VERSION} from '@parlia/schemas/constants/sanityApi'
import {type DocumentActionComponent, useClient} from 'sanity'

import {recordSlugChange} from './slugHistory'

/**
 * The publish action, which first keeps the page's old address when its slug changed (slugHistory.ts): no old link
 * breaks, and the editor has nothing to do. The original action does the publish itself, as Sanity's guide to
 * wrapping it shows.
 */
export function withSlugHistory(publish: DocumentActionComponent): DocumentActionComponent {
  const PublishWithSlugHistory: DocumentActionComponent = (props) => {
    const result = publish(props)
    const client = useClient({apiVersion: SANITY_API_VERSION})
    if (!result?.onHandle) return result
    const handle = result.onHandle
    return {
      ...result,
      onHandle: () => {
        recordSlugChange(client, {id: props.id, type: props.type, published: props.published, next: props.draft})
          .catch((error: Error) => {
            // The publish goes on: a missing redirect is better than an unpublished page; the editor can add it.
            console.error('The old address could not be redirected', error)
          })
          .finally(handle)
      },
    }
  }
  PublishWithSlugHistory.action = publish.action
  PublishWithSlugHistory.displayName = 'PublishWithSlugHistory'
  return PublishWithSlugHistory
}
