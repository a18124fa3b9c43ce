/** Keeps the event loop busy for `ms`: the process reads no socket and fires no timer meanwhile (a saturated server). */
export function busyFor(ms: number): void {
  const until = Date.now() + ms
  while (Date.now() < until);
}
