/** Runs a command's body, turning a failure into a message and exit code 1. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
