import {resolve} from 'node:path'
import {parseArgs, type ParseArgsConfig} from 'node:util'

/**
 * A path given on the command line, from the folder the caller ran npm in: npm runs a workspace's script in its own
 * folder (scripts/) and keeps the caller's in INIT_CWD.
 */
export const callerPath = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path)

/** The command's arguments, or its French usage in place of Node's English message on an unknown flag. */
export function commandArguments<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config)
  } catch {
    throw new Error(usage)
  }
}
