export {loadPassages} from './load'
export type {Passage, PassageKind} from './types'
