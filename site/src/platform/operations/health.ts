import type {NextApiRequest, NextApiResponse} from 'next'

import {logger} from '../logging/logger'
import {checkReadiness, type ReadinessCheck} from './readiness'
import {shuttingDown} from './shutdown'

/**
 * GET /api/health: readiness, for a load balancer (200 when the database, Redis if configured and the content answer;
 * 503 naming what does not, or while the server stops). `?probe=live`: liveness, 200 as long as the process answers.
 * Never cached, never slow (each check bounded), never a 500.
 */
export function healthRoute(checks: () => Record<string, ReadinessCheck>) {
  return async function health(req: NextApiRequest, res: NextApiResponse) {
    res.setHeader('Cache-Control', 'no-store')
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD')
      return res.status(405).json({message: 'Méthode non autorisée : utilisez GET.'})
    }
    if (req.query.probe === 'live') return res.status(200).json({status: 'ok'})
    if (shuttingDown())
      return res.status(503).json({status: 'unavailable', failing: ['server'], message: 'Le serveur s’arrête.'})
    try {
      const {ready, checks: results} = await checkReadiness(checks())
      if (ready) return res.status(200).json({status: 'ok', checks: results})
      const failing = Object.keys(results).filter((name) => results[name]!.status === 'failed')
      return res.status(503).json({
        status: 'unavailable',
        failing,
        message: `Le site n’est pas prêt : ${failing.join(', ')}.`,
        checks: results,
      })
    } catch (error) {
      logger.error({event: 'health.failed', error: (error as Error).message}, 'Readiness could not be checked')
      return res
        .status(503)
        .json({status: 'unavailable', failing: ['health'], message: 'L’état du site n’a pas pu être vérifié.'})
    }
  }
}
