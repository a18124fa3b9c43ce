/**
 * An answer in Algolia's error shape `{message, status}`: Algolia's own messages (English), as the site would read
 * them, and the search protocol's refusals (French), which `/api/search` answers alike.
 */
export class AlgoliaError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'AlgoliaError'
  }
}

export const MESSAGES = {
  credentials: 'Invalid Application-ID or API key',
  acl: 'Method not allowed with this API key',
  notFound: 'Resource does not exist',
  indexNotFound: 'Index does not exist',
  objectNotFound: 'ObjectID does not exist',
  taskNotFound: 'Task does not exist',
  synonymNotFound: 'Synonym set does not exist',
  json: 'Invalid JSON',
  bodyTooLarge: 'Request body too large',
} as const
