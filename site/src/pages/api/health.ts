import {healthRoute} from '../../platform/operations/health'
import {processDependencyChecks} from '../../platform/operations/processDependencies'

export default healthRoute(() => processDependencyChecks())
