import type {FieldDefinition} from 'sanity'

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
import {webinar, whitePaper} from './documents/resources'
import {searchSynonyms} from './documents/searchSynonyms'
import {siteSettings} from './documents/siteSettings'
import {solutionPage} from './documents/solutionPage'
import {useCase} from './documents/useCase'
import {accessibleImage} from './objects/accessibleImage'
import {blockContent} from './objects/blockContent'
import {exampleConversation} from './objects/exampleConversation'
import {link} from './objects/link'
import {navGroup} from './objects/navGroup'
import {feature, keyFigure, pageHero} from './objects/pageParts'
import {seo} from './objects/seo'

export {SINGLETONS} from './constants'

export const documentTypes = [
  siteSettings,
  navigation,
  aboutPage,
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
]

/** Every schema type; the home page's sections are the site's, handed in by the Studio's configuration. */
export const schemaTypes = (homeSections: FieldDefinition[]) => [
  ...documentTypes,
  homePage(homeSections),
  accessibleImage,
  blockContent,
  exampleConversation,
  link,
  navGroup,
  pageHero,
  feature,
  keyFigure,
  seo,
]
