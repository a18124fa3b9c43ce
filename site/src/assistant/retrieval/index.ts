export type {RetrievedPassage} from './passageIndex'
export {invalidateAssistantIndex, retrieve} from './service'
