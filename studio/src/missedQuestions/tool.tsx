import {SANITY_API_VERSION} from '@parlia/schemas/constants/sanityApi'
import {HelpCircleIcon} from '@sanity/icons'
import {useMemo} from 'react'
import {type Tool, useClient, useCurrentUser} from 'sanity'

import {addPhrasing, addSynonym, loadIntents, loadSynonymGroups, type SynonymTarget} from './edits'
import {editorSecrets} from './editorSecret'
import {MissedQuestions} from './MissedQuestions'
import {missesApi} from './siteApi'

/** The tool, wired to the editor's own client and to the site at `siteUrl`. */
function MissedQuestionsTool({siteUrl}: {siteUrl: string}) {
  const client = useClient({apiVersion: SANITY_API_VERSION})
  const user = useCurrentUser()
  const props = useMemo(() => {
    const secret = editorSecrets(client, window.location.href, user?.id)
    return {
      api: missesApi(siteUrl, secret),
      loadIntents: () => loadIntents(client),
      loadSynonymGroups: () => loadSynonymGroups(client),
      addPhrasing: (intentId: string, text: string) => addPhrasing(client, intentId, text),
      addSynonym: (target: SynonymTarget, term: string) => addSynonym(client, target, term),
    }
  }, [client, siteUrl, user?.id])
  return <MissedQuestions {...props} />
}

/**
 * « Questions sans réponse » in the Studio's tool bar: the questions visitors agreed to send from the assistant,
 * read from the site with a secret made for the signed-in editor (see ./editorSecret.ts).
 */
export const missedQuestionsTool = (siteUrl: string): Tool => ({
  name: 'questions-sans-reponse',
  title: 'Questions sans réponse',
  icon: HelpCircleIcon,
  component: () => <MissedQuestionsTool siteUrl={siteUrl} />,
})
