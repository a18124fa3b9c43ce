export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string
  /** The server's temporary folder, deleted by stopThrowawayPostgres. */
  dir: string
}

export function startThrowawayPostgres(): Promise<ThrowawayPostgres>
export function stopThrowawayPostgres(dir: string): void
export function restartThrowawayPostgres(server: ThrowawayPostgres, downMs: number): Promise<void>
