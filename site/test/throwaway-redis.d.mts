export interface ThrowawayRedis {
  url: string
  port: number
  dir: string
  /** Kills the server, as a crash or an outage would; the folder stays for a restart. */
  kill(): Promise<void>
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>
  /** Kills it and deletes its folder. */
  stop(): Promise<void>
}

export function startThrowawayRedis(): Promise<ThrowawayRedis>
