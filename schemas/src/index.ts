import {connector} from './documents/connector'
import {customerCase} from './documents/customerCase'
import {homePage} from './documents/homePage'
import {navigation} from './documents/navigation'
import {siteSettings} from './documents/siteSettings'
import {accessibleImage} from './objects/accessibleImage'
import {link} from './objects/link'
import {navGroup} from './objects/navGroup'
import {seo} from './objects/seo'

export {SINGLETONS} from './constants'

export const schemaTypes = [
  siteSettings,
  navigation,
  homePage,
  customerCase,
  connector,
  accessibleImage,
  link,
  navGroup,
  seo,
]
