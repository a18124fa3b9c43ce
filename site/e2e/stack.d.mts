/** The local services' stack in a process of its own (stack.mjs); `admin` is services/src/stack's StackAdmin. */
export interface StartedStack {
  /** The site's variables pointing at the local services. */
  env: Record<string, string>
  admin: {
    contentLake: {url: string; cdnUrl: string; imageUrl: string; projectId: string; dataset: string; writeToken: string}
    algolia: {url: string; appId: string; adminKey: string; searchKey: string}
  }
  stop(): Promise<void>
}

/** `env` reaches the stack's process (STACK_CONTENT_DIR, STACK_STUDIO_APP, CONTENT_LAKE_CDN_LAG_MS…). */
export function startStack(env?: Record<string, string>): Promise<StartedStack>
