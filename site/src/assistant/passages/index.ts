export {loadPassages} from './load'
export type {Passage} from './types'
