/** The promise's value, or null when it has not settled within `ms` (it is not cancelled). */
export async function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, ms, null)
  })
  try {
    return await Promise.race([promise, expired])
  } finally {
    clearTimeout(timer)
  }
}
