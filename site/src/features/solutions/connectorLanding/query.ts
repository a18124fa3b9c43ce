import {conversation, customerCaseCard} from '../../../content/fragments'
import {featureListProjection} from '../../../ui/blocks/featureList/query'

/** A connector's landing as ConnectorLanding shows it; null for the connectors without one. */
export const connectorLandingProjection = /* groq */ `landing{
  "howItWorks": howItWorks${featureListProjection},
  "conversation": conversation${conversation},
  "setupSteps": setupSteps${featureListProjection},
  "faqs": faqs[]->{"id": _id, question, "answer": pt::text(answer)},
  "customerCase": customerCase->${customerCaseCard}
}`
