// Playwright's global setup, once the server is up: one question builds the assistant's engine (passage index,
// vocabulary, intent classifier; about a second on a quiet machine, many on a CI machine running the specs), so that
// the specs measure answers, not the build every process pays on its first question. Specs that start a server of
// their own call `buildAssistantEngine` on it.
import type {FullConfig} from '@playwright/test'

export async function buildAssistantEngine(baseURL: string): Promise<void> {
  const response = await fetch(new URL('/api/assistant', baseURL), {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({question: 'Où sont hébergées les données ?'}),
    signal: AbortSignal.timeout(120_000),
  })
  if (!response.ok) throw new Error(`The assistant did not answer the warm-up question: HTTP ${response.status}`)
}

export default async function warmUp(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL
  if (!baseURL) throw new Error('The end-to-end configuration names no baseURL.')
  await buildAssistantEngine(baseURL)
}
