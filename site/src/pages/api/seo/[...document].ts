import type {NextApiRequest, NextApiResponse} from 'next'

import {seoDocument} from '../../../platform/seo/documents'

/**
 * /robots.txt, /sitemap.xml, /rss/fr and the security page's documents, which next.config.ts rewrites here (src/platform/seo/documentPaths.ts): the document
 * with its type and cache policy, 404 for any other path, 405 for a method other than GET or HEAD.
 */
export default async function seoDocumentRoute(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD')
    return res.status(405).json({error: 'Méthode non autorisée : ce document se lit avec GET.'})
  }
  const {document: segments, ...query} = req.query
  const document = await seoDocument(
    `/${[segments ?? []].flat().join('/')}`,
    Object.fromEntries(Object.entries(query).map(([name, value]) => [name, [value].flat()[0]])),
  )
  if (!document) return res.status(404).json({error: 'Ce document n’existe pas.'})
  const {contentType, cacheControl, body, filename} = document
  res.setHeader('Content-Type', contentType)
  res.setHeader('Cache-Control', cacheControl)
  if (filename) res.setHeader('Content-Disposition', `attachment; filename="${filename}"`)
  if (typeof body === 'string') return res.status(200).send(body)
  // A file's bytes as they are.
  res.setHeader('Content-Length', body.length)
  res.status(200).end(body)
}
