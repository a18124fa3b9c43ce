/**
 * The promise's value, or null when it has not settled within `ms` (it is not cancelled).
 *
 * A deadline that falls while the event loop was busy (a saturated server, a long collection) waits for one turn of
 * I/O before it counts: the answer may already be in a socket, and a busy process is not a missing dependency.
 */
export async function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined
  let afterIo: NodeJS.Immediate | undefined
  const expired = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      afterIo = setImmediate(resolve, null)
    }, ms)
  })
  try {
    return await Promise.race([promise, expired])
  } finally {
    clearTimeout(timer)
    clearImmediate(afterIo)
  }
}
