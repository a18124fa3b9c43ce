// NLP.js ships no types: the part of its API the classifier uses.
declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): void
  }
  export function containerBootstrap(): Promise<Container>
}

declare module '@nlpjs/lang-fr' {
  export const LangFr: unknown
}

declare module '@nlpjs/nlu' {
  import type {Container} from '@nlpjs/core'

  export class NluNeural {
    constructor(settings: {
      locale: string
      container: Container
      log?: boolean
      iterations?: number
      errorThresh?: number
    })
    train(corpus: {utterance: string; intent: string}[]): Promise<unknown>
    process(utterance: string): Promise<{classifications: {intent: string; score: number}[]}>
  }
}
