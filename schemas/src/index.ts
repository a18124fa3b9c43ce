import type {FieldDefinition, SchemaTypeDefinition} from 'sanity'

import {aboutPage} from './documents/aboutPage'
import {assistantIntent} from './documents/assistantIntent'
import {assistantSettings} from './documents/assistantSettings'
import {avatar} from './documents/avatar'
import {blogCategory} from './documents/blogCategory'
import {connector} from './documents/connector'
import {customerCase} from './documents/customerCase'
import {faq} from './documents/faq'
import {homePage} from './documents/homePage'
import {job} from './documents/job'
import {legalPage} from './documents/legalPage'
import {listingPage} from './documents/listingPage'
import {navigation} from './documents/navigation'
import {post} from './documents/post'
import {publicBuyersPage} from './documents/publicBuyersPage'
import {redirect} from './documents/redirect'
import {webinar, whitePaper} from './documents/resources'
import {savingsCalculatorPage} from './documents/savingsCalculatorPage'
import {searchSynonyms} from './documents/searchSynonyms'
import {securityPage} from './documents/securityPage'
import {siteSettings} from './documents/siteSettings'
import {solutionPage} from './documents/solutionPage'
import {useCase} from './documents/useCase'
import {accessibleImage} from './objects/accessibleImage'
import {blockContent} from './objects/blockContent'
import {exampleConversation} from './objects/exampleConversation'
import {link} from './objects/link'
import {navGroup} from './objects/navGroup'
import {seo} from './objects/seo'

export {SINGLETONS} from './constants'

export const documentTypes = [
  siteSettings,
  navigation,
  aboutPage,
  securityPage,
  publicBuyersPage,
  savingsCalculatorPage,
  listingPage,
  solutionPage,
  useCase,
  customerCase,
  connector,
  avatar,
  post,
  blogCategory,
  whitePaper,
  webinar,
  faq,
  job,
  legalPage,
  assistantSettings,
  assistantIntent,
  searchSynonyms,
  redirect,
]

/**
 * What the site declares beside the components that show it (`@parlia/site/studio-schema`): the home page's sections, and the
 * object types of its page blocks (pageHero, featureList, keyFigure…), which the documents here name by type.
 */
export interface SiteSchema {
  homeSections: FieldDefinition[]
  objectTypes: SchemaTypeDefinition[]
}

/** Every schema type: ours and the site's, handed in by the Studio's configuration and the site's typegen. */
export const schemaTypes = ({homeSections, objectTypes}: SiteSchema) => [
  ...documentTypes,
  homePage(homeSections),
  accessibleImage,
  blockContent,
  exampleConversation,
  link,
  navGroup,
  ...objectTypes,
  seo,
]
