// autocannon for server.ts's loadTest and the cluster suite's rolling restart, in a process of its own: its standard
// input is {url, paths, requests, connections, seconds, uniqueQuery} as JSON (not an argument: a 100× sitemap's 10,769
// paths pass the system's limit) (`requests`: autocannon's own, a POST with its
// body for instance, instead of `paths`); prints the Load as JSON. autocannon's own percentiles skip
// p95, so every answer's latency is kept here. `uniqueQuery` gives each request a query string of its own, so that
// a cache in front (nginx's) answers none of them and every one reaches a server.
import {text} from 'node:stream/consumers'

import autocannon from 'autocannon'

const {url, paths, requests, connections, seconds, uniqueQuery = false} = JSON.parse(await text(process.stdin))
const latencies = []
let sent = 0
const unique = (request) => ({
  ...request,
  path: `${request.path}${request.path.includes('?') ? '&' : '?'}n=${(sent += 1)}`,
})
const instance = autocannon({
  url,
  connections,
  duration: seconds,
  // Each connection requests them in turn, from the first again after the last.
  ...(paths && {requests: paths.map((path) => ({method: 'GET', path, ...(uniqueQuery && {setupRequest: unique})}))}),
  ...(requests && {requests}),
})
instance.on('response', (_client, _status, _bytes, milliseconds) => latencies.push(milliseconds))
// What went wrong, by kind (ECONNRESET, a parse error…), so that a failing test says more than a count.
const errorKinds = {}
instance.on('reqError', (error) => {
  const kind = error.code ?? error.message
  errorKinds[kind] = (errorKinds[kind] ?? 0) + 1
})
const result = await instance

latencies.sort((a, b) => a - b)
/** The nearest-rank percentile, in milliseconds to a tenth. */
const percentile = (fraction) =>
  latencies.length
    ? Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(fraction * latencies.length) - 1)] * 10) / 10
    : Number.NaN
const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, {count}]) => [status, count]))
process.stdout.write(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors,
    errorKinds,
    timeouts: result.timeouts,
    statuses,
    p50: percentile(0.5),
    p95: percentile(0.95),
  }),
)
