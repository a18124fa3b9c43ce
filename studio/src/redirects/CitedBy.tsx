import {LinkIcon} from '@sanity/icons'
import {Box, Card, Spinner, Stack, Text} from '@sanity/ui'
import {useEffect, useState} from 'react'
import {SANITY_API_VERSION} from '@parlia/schemas/constants/sanityApi'
import {type DocumentActionComponent, Preview, useClient, useSchema} from 'sanity'
import {IntentLink} from 'sanity/router'

interface Citing {
  _id: string
  _type: string
}

/** The documents that cite `id` (links, cards, redirects), each once: its published copy, or its draft. */
const CITED_BY_QUERY = /* groq */ `*[references($id) && !(_id in path("versions.**"))]{_id, _type} | order(_type asc)`

const publishedId = (id: string) => id.replace(/^drafts\./u, '')

/** Drafts and published copies of one document are one line: the editor opens the document, not a copy. */
function uniqueDocuments(citing: Citing[]): Citing[] {
  const seen = new Set<string>()
  return citing.filter(({_id}) => !seen.has(publishedId(_id)) && seen.add(publishedId(_id)))
}

function CitedByList({id}: {id: string}) {
  const client = useClient({apiVersion: SANITY_API_VERSION})
  const schema = useSchema()
  const [citing, setCiting] = useState<Citing[] | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let current = true
    client
      .fetch<Citing[]>(CITED_BY_QUERY, {id: publishedId(id)})
      .then((found) => current && setCiting(uniqueDocuments(found)))
      .catch(() => current && setFailed(true))
    return () => {
      current = false
    }
  }, [client, id])

  if (failed) return <Text>La liste n’a pas pu être lue : réessayez dans un instant.</Text>
  if (!citing) return <Spinner aria-label="Recherche des documents qui citent celui-ci" />
  if (citing.length === 0) {
    return <Text>Aucun document ne cite celui-ci : le dépublier ou le supprimer ne casse aucun lien.</Text>
  }
  return (
    <Stack space={3}>
      <Text>
        {citing.length === 1 ? 'Un document cite' : `${citing.length} documents citent`} celui-ci. Le dépublier ou le
        supprimer retirerait ces liens, cartes ou redirections :
      </Text>
      <Stack as="ul" space={2}>
        {citing.map((document) => {
          const schemaType = schema.get(document._type)
          return (
            <Box as="li" key={document._id}>
              <Card
                as={IntentLink}
                intent="edit"
                params={{id: publishedId(document._id), type: document._type}}
                radius={2}
              >
                {schemaType ? (
                  <Preview
                    schemaType={schemaType}
                    value={{_id: document._id, _type: document._type}}
                    layout="default"
                  />
                ) : (
                  <Text>{document._id}</Text>
                )}
              </Card>
            </Box>
          )
        })}
      </Stack>
    </Stack>
  )
}

/** « Où ce document est-il cité ? »: the documents that link to it, show it or redirect to it, to open each. */
export const citedByAction: DocumentActionComponent = ({id, onComplete}) => {
  const [open, setOpen] = useState(false)
  return {
    label: 'Où ce document est-il cité ?',
    icon: LinkIcon,
    onHandle: () => setOpen(true),
    dialog: open && {
      type: 'dialog',
      header: 'Où ce document est-il cité ?',
      onClose: () => {
        setOpen(false)
        onComplete()
      },
      content: <CitedByList id={id} />,
    },
  }
}
citedByAction.displayName = 'CitedByAction'
