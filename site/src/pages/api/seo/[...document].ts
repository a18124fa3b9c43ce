import type {NextApiRequest, NextApiResponse} from 'next'

import {logger} from '../../../platform/logging/logger'
import {seoDocument} from '../../../platform/seo/documents'

/**
 * /robots.txt, /sitemap.xml, /rss/fr and the pages' files (the security page's, the tender template), which
 * next.config.ts rewrites here (src/platform/seo/documentPaths.ts): the document with its type and cache policy, 404
 * for any other path, 405 for a method other than GET or HEAD. Each file downloaded is logged.
 */
export default async function seoDocumentRoute(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD')
    return res.status(405).json({error: 'Méthode non autorisée : ce document se lit avec GET.'})
  }
  const {document: segments, ...query} = req.query
  const path = `/${[segments ?? []].flat().join('/')}`
  const document = await seoDocument(
    path,
    Object.fromEntries(Object.entries(query).map(([name, value]) => [name, [value].flat()[0]])),
  )
  if (!document) return res.status(404).json({error: 'Ce document n’existe pas.'})
  const {contentType, cacheControl, body, filename} = document
  res.setHeader('Content-Type', contentType)
  res.setHeader('Cache-Control', cacheControl)
  if (filename) {
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`)
    // Counted without cookies or personal data, whatever the visitor's consent: which file, in which format.
    if (req.method === 'GET') logger.info({event: 'documents.download', path, contentType}, 'File downloaded')
  }
  if (typeof body === 'string') return res.status(200).send(body)
  // A file's bytes as they are.
  res.setHeader('Content-Length', body.length)
  res.status(200).end(body)
}
