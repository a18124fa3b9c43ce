import type {NextApiRequest, NextApiResponse} from 'next'

import {assistantServices} from '../../../assistant/api/routeDependencies'
import {handleSettings} from '../../../assistant/api/widgetSettings'

/**
 * GET /api/assistant/settings: `{greeting, suggestedQuestions, refusal, openingHours, privacyPolicyUrl}` for the
 * widget, cached a minute by browsers and shared caches (src/assistant/api/widgetSettings.ts).
 */
export default async function assistantSettings(req: NextApiRequest, res: NextApiResponse) {
  const response = await handleSettings(req.method ?? '', assistantServices().settings)
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value)
  res.status(response.status).json(response.body)
}
