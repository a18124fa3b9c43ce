import {defineQuery} from 'next-sanity'

import {richText, seo} from '../../content/fragments'
import {keyFiguresProjection} from '../../ui/blocks/keyFigures/query'
import {pageHeroProjection} from '../../ui/blocks/pageHero/query'

/**
 * /ressources/calculateur-economies, whole: each input's default and help, the customer cases its default share comes
 * from with their figures, the method and the estimate request's texts.
 */
export const savingsCalculatorPageQuery =
  defineQuery(`*[_type == "savingsCalculatorPage" && _id == "savingsCalculatorPage"][0]{
  ${pageHeroProjection},
  requestsPerMonth{default, help},
  answerShare{default, help},
  minutesPerRequest{default, help},
  hourlyCost{default, help},
  "shareBasis": shareBasis{
    title, text,
    "cases": coalesce((cases[]->{"id": _id, client, "slug": slug.current, sector, "results": coalesce(results${keyFiguresProjection}, [])})[defined(slug)], [])
  },
  "method": method{title, "body": coalesce(body${richText}, [])},
  "estimateRequest": estimateRequest{"resourceId": ^._id, title, text, buttonLabel, submitLabel},
  ${seo}
}`)
