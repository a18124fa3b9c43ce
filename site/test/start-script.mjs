// What the site's `start` script sets before `next start`, for whatever starts instances without npm between a signal
// and the server (the cluster suite, the benchmarks): they run as deployed.
import {readFileSync} from 'node:fs'

const SITE_PACKAGE = new URL('../package.json', import.meta.url)

/** A value's `${NAME:-default}` as the shell reads it: NAME's value when set and not empty, else the default. */
const expand = (value) => value.replace(/\$\{(\w+):-([^}]*)\}/g, (_, name, fallback) => process.env[name] || fallback)

/** The variables of site/package.json's `start` script (`VARIABLE=value … next start`), as the shell expands them. */
export function startScriptEnv() {
  const script = JSON.parse(readFileSync(SITE_PACKAGE, 'utf8')).scripts.start
  // A value is one shell word: `${NAME:-default}` may hold spaces, as the shell keeps them in an assignment.
  const word = String.raw`(?:\$\{[^}]*\}|[^\s$])+`
  const assignments = new RegExp(String.raw`^((?:\w+=${word}\s+)*)next start$`).exec(script.trim())?.[1]
  if (assignments === undefined)
    throw new Error(`The site's start script is not \`[VARIABLE=value …] next start\`: ${script}`)
  return Object.fromEntries(
    [...assignments.matchAll(new RegExp(String.raw`(\w+)=(${word})`, 'g'))].map(([, name, value]) => [
      name,
      expand(value),
    ]),
  )
}
