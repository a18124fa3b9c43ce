import type {NextApiRequest, NextApiResponse} from 'next'

import {samePath} from '../../../content/preview/draftMode'

/** Leaves draft mode ("Quitter l'aperçu") and returns to the page, now as visitors see it. */
export default function disable(req: NextApiRequest, res: NextApiResponse) {
  res.setDraftMode({enable: false})
  res.setHeader('Cache-Control', 'private, no-store')
  res.redirect(307, samePath(req.query.redirect))
}
