import {realpath} from 'node:fs/promises'
import path from 'node:path'

import {logger} from '../../platform/logging/logger'
import {DeliveryError} from './types'

const inside = (root: string, target: string) => {
  const relative = path.relative(root, target)
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)
}

/**
 * The file an e-mail attaches, named by the dataset relative to the content folder: its real path, once
 * checked to lie inside that folder, symbolic links followed. A path that leaves it (`../`, absolute, or a
 * link pointing out) is refused with a logged error and a permanent DeliveryError: nothing outside the
 * content folder is ever read.
 */
export async function contentFile(contentDir: string, contentPath: string): Promise<string> {
  const root = path.resolve(/* turbopackIgnore: true */ contentDir)
  const target = path.resolve(root, contentPath)
  const refuse = () => {
    const reason = `the attachment ${JSON.stringify(contentPath)} lies outside the content folder ${root}: refused`
    logger.error({event: 'outbox.attachment_refused', path: contentPath}, reason)
    return new DeliveryError(reason, {permanent: true})
  }
  if (!inside(root, target)) throw refuse()
  const [realRoot, realTarget] = await Promise.all([realpath(root), realpath(target)]).catch((error: Error) => {
    throw new DeliveryError(`the attachment ${JSON.stringify(contentPath)} cannot be read: ${error.message}`)
  })
  if (!inside(realRoot, realTarget)) throw refuse()
  return realTarget
}
