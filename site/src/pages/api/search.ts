import type {NextApiRequest, NextApiResponse} from 'next'
import {ValidationError} from 'yup'

import {parseSearchRequest} from '../../search/protocol'
import {multiSearch} from '../../search/service'

export const config = {api: {bodyParser: {sizeLimit: '32kb'}}}

/**
 * Algolia's multi-query endpoint on the embedded engine: what InstantSearch talks to when no
 * Algolia application is configured. Bad input gets a 400 with a French message, never a 500.
 */
export default async function search(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST')
    return res.status(405).json({message: 'Méthode non autorisée : utilisez POST.'})
  }
  let requests
  try {
    requests = await parseSearchRequest(typeof req.body === 'string' ? JSON.parse(req.body) : req.body)
  } catch (error) {
    const message = error instanceof ValidationError ? error.errors.join(' ') : 'Corps de requête JSON invalide.'
    return res.status(400).json({message, status: 400})
  }
  res.setHeader('Cache-Control', 'no-store')
  return res.status(200).json(await multiSearch(requests))
}
