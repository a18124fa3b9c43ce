import type {NextApiRequest, NextApiResponse} from 'next'

import {fetchContent} from '../../content/fetch'
import {pagesIndexQuery, revalidationQuery} from '../../content/queries'
import {pathsToRevalidate} from '../../revalidation/paths'
import {MAX_BODY_BYTES, SIGNATURE_HEADER_NAME, verifyWebhook} from '../../revalidation/webhook'
import {algoliaWriter, syncRecord} from '../../search/algolia'
import {loadRecord} from '../../search/records'
import {invalidateSearchEngine} from '../../search/service'

// The signature covers the exact bytes Sanity sent: read them raw.
export const config = {api: {bodyParser: false}}

async function readBody(req: NextApiRequest): Promise<string | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) return null
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * The Sanity webhook: verifies the signature, maps the changed document to every page it appears on,
 * and regenerates them. Reads here bypass the API CDN, which can lag behind a publish.
 */
export default async function revalidate(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST')
    return res.status(405).json({error: 'Méthode non autorisée : utilisez POST.'})
  }
  const body = await readBody(req)
  if (body === null) return res.status(413).json({error: 'Corps de requête trop volumineux.'})

  const signature = req.headers[SIGNATURE_HEADER_NAME]
  const verdict = await verifyWebhook(body, Array.isArray(signature) ? signature[0] : signature, process.env.SANITY_REVALIDATE_SECRET)
  if (!verdict.ok) return res.status(verdict.status).json({error: verdict.message})

  const {change} = verdict
  const fresh = {fresh: true}
  const searchIndex = change._type === 'connector' ? 'connectors' : change._type === 'faq' ? 'faq' : null
  if (searchIndex) {
    // On Algolia the one record is saved or deleted; the embedded index is rebuilt on the next search.
    const algolia = algoliaWriter()
    if (algolia) await syncRecord(algolia, searchIndex, change, await loadRecord(searchIndex, change._id, fresh))
    else invalidateSearchEngine()
  }
  const [{postCount, referencedBy}, index] = await Promise.all([
    fetchContent(revalidationQuery, {id: change._id}, fresh),
    fetchContent(pagesIndexQuery, {}, fresh),
  ])
  const paths = pathsToRevalidate(change, {postCount, referencedBy, index})

  const revalidated: string[] = []
  const failed: {path: string; error: string}[] = []
  // One regeneration at a time: a settings change touches every page, and the content API has limits.
  for (const path of paths) {
    try {
      await res.revalidate(path)
      revalidated.push(path)
    } catch (error) {
      failed.push({path, error: (error as Error).message})
    }
  }
  return res.status(failed.length ? 207 : 200).json({revalidated, failed})
}
