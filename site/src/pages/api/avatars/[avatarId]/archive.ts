import {archiveRoute} from '../../../../features/avatars/archive'

export default archiveRoute
