import {derivedCache} from '../../content/derivedCache'
import {getSynonymGroups} from '../../search/synonymGroups'
import {loadIntents} from '../intents/load'
import {loadPassages} from '../passages'
import {createUnderstandingEngine, type UnderstandingEngine} from './engine'

/**
 * This process's engine: built once from the passages, the synonyms and the intents, rebuilt when they change (checked
 * at most every second on the bundled dataset, or at once after a webhook).
 */
const engine = derivedCache(
  'assistant',
  (options) => Promise.all([loadPassages(options), getSynonymGroups(options), loadIntents(options)]),
  ([passages, groups, intents]) => createUnderstandingEngine(passages, groups, intents),
)

export const assistantEngine = (): Promise<UnderstandingEngine> => engine.get()

/** Called by the revalidation webhook on every change: the next question sees it. */
export const invalidateAssistantIndex = engine.invalidate
