export type {RetrievedPassage} from './passageIndex'
export {retrieve} from './service'
