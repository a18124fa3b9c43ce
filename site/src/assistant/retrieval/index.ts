export type {RetrievedPassage} from './passageIndex'
