export interface RenderOptions {
  /** What nginx listens on: a port, or address:port. */
  listen: number | string
  /** host:port of each `next start` instance. */
  upstreams: readonly string[]
  /** The folder of its pid, logs and temporary files. */
  runDir: string
  /** The page cache's folder (runDir/cache by default). */
  cacheDir?: string
}

export function renderNginxConfig(options: RenderOptions): string

export interface RunningNginx {
  url: string
  port: number
  dir: string
  /** Stops nginx and deletes its folder. */
  stop(): Promise<void>
}

export function startNginx(options: {upstreams: readonly string[]; port?: number}): Promise<RunningNginx>
