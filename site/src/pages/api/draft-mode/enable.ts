import type {NextApiRequest, NextApiResponse} from 'next'

import {enablePreview} from '../../../content/preview/draftMode'
import {siteSecretReader} from '../../../content/preview/secretReader'

/** Turns draft mode on from the Presentation tool's signed URL (see preview/draftMode.ts). */
export default async function enable(req: NextApiRequest, res: NextApiResponse) {
  const answer = await enablePreview(req.method ?? 'GET', req.url ?? '/', siteSecretReader(), () =>
    res.setDraftMode({enable: true}),
  )
  res.setHeader('Cache-Control', 'private, no-store')
  if (answer.status === 307) return res.redirect(307, answer.location)
  if (answer.status === 405) res.setHeader('Allow', 'GET')
  res.status(answer.status).json({error: answer.error})
}
