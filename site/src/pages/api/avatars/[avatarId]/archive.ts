import {archiveRoute} from '../../../../avatars/archive'

export default archiveRoute
