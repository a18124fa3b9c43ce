import {ASSISTANT_MISS_RETENTION_DAYS, type MissGroup} from '@parlia/schemas/constants/assistantMisses'
import {AddIcon, RefreshIcon, TrashIcon} from '@sanity/icons'
import {Badge, Box, Button, Card, Container, Flex, Heading, Spinner, Stack, Text, TextInput} from '@sanity/ui'
import {type ReactNode, useCallback, useEffect, useState} from 'react'

import type {EditOutcome, IntentChoice, SynonymGroupChoice, SynonymTarget} from './edits'
import type {MissesApi} from './siteApi'

export interface MissedQuestionsProps {
  api: MissesApi
  loadIntents(): Promise<IntentChoice[]>
  loadSynonymGroups(): Promise<SynonymGroupChoice[]>
  addPhrasing(intentId: string, text: string): Promise<EditOutcome>
  addSynonym(target: SynonymTarget, term: string): Promise<EditOutcome>
}

type Loaded =
  {state: 'loading'} | {state: 'failed'; message: string} | {state: 'ready'; groups: MissGroup[]; total: number}
type Status = {tone: 'positive' | 'caution' | 'critical'; text: string}
type Open = {groupId: string; panel: 'intent' | 'synonym' | 'delete'} | null

const DATE = new Intl.DateTimeFormat('fr-FR', {day: 'numeric', month: 'long', year: 'numeric'})
const day = (iso: string) => DATE.format(new Date(iso))
const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`
const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * « Questions sans réponse »: what visitors asked that the assistant refused or answered unhelpfully, sent with their
 * consent and grouped by the site when they say the same thing. In two clicks a group becomes a phrasing of an
 * intent or a synonym (on the drafts, to publish as any edit), and a group can be deleted.
 */
export function MissedQuestions({api, loadIntents, loadSynonymGroups, addPhrasing, addSynonym}: MissedQuestionsProps) {
  const [loaded, setLoaded] = useState<Loaded>({state: 'loading'})
  const [open, setOpen] = useState<Open>(null)
  const [statuses, setStatuses] = useState<Record<string, Status>>({})

  const refresh = useCallback(async () => {
    setLoaded({state: 'loading'})
    try {
      const list = await api.list()
      setLoaded({state: 'ready', ...list})
    } catch (error) {
      setLoaded({state: 'failed', message: message(error)})
    }
  }, [api])

  useEffect(() => {
    void refresh()
  }, [refresh])

  const toggle = (groupId: string, panel: 'intent' | 'synonym' | 'delete') =>
    setOpen((current) => (current?.groupId === groupId && current.panel === panel ? null : {groupId, panel}))
  const report = (groupId: string, status: Status) => setStatuses((current) => ({...current, [groupId]: status}))

  const run = async (group: MissGroup, work: () => Promise<Status>) => {
    try {
      report(group.id, await work())
      setOpen(null)
    } catch (error) {
      report(group.id, {tone: 'critical', text: message(error)})
    }
  }

  const remove = (group: MissGroup) =>
    run(group, async () => {
      await api.remove(group.ids)
      await refresh()
      return {tone: 'positive', text: 'Supprimé.'}
    })

  return (
    <Container width={2}>
      <Box padding={4}>
        <Stack space={4}>
          <Flex align="center" gap={3}>
            <Box flex={1}>
              <Heading as="h1" size={3}>
                Questions sans réponse
              </Heading>
            </Box>
            <Button
              icon={RefreshIcon}
              mode="ghost"
              text="Actualiser"
              onClick={() => void refresh()}
              disabled={loaded.state === 'loading'}
            />
          </Flex>
          <Text muted size={1}>
            Les questions que l’assistant n’a pas su traiter (refusées, ou dont la réponse n’a pas aidé) et que les
            visiteurs ont accepté d’envoyer, regroupées quand elles se ressemblent. Les adresses e-mail, numéros de
            téléphone et longues suites de chiffres y sont masqués ; chaque question est supprimée au bout de{' '}
            {ASSISTANT_MISS_RETENTION_DAYS} jours.
          </Text>
          {loaded.state === 'loading' ? (
            <Flex align="center" gap={3} role="status">
              <Spinner muted />
              <Text muted>Chargement des questions…</Text>
            </Flex>
          ) : loaded.state === 'failed' ? (
            <Card padding={4} radius={2} tone="critical" role="alert">
              <Stack space={3}>
                <Text>{loaded.message}</Text>
                <Box>
                  <Button text="Réessayer" mode="ghost" onClick={() => void refresh()} />
                </Box>
              </Stack>
            </Card>
          ) : loaded.groups.length === 0 ? (
            <Card padding={4} radius={2} tone="transparent" border>
              <Text>Aucune question sans réponse pour le moment.</Text>
            </Card>
          ) : (
            <>
              <Text size={1}>
                {plural(loaded.total, 'question', 'questions')} en {plural(loaded.groups.length, 'groupe', 'groupes')},
                les plus fréquentes d’abord.
              </Text>
              <Stack as="ul" space={3} style={{listStyle: 'none', margin: 0, padding: 0}}>
                {loaded.groups.map((group) => (
                  <MissGroupCard
                    key={group.id}
                    group={group}
                    open={open?.groupId === group.id ? open.panel : null}
                    status={statuses[group.id]}
                    onToggle={(panel) => toggle(group.id, panel)}
                    loadIntents={loadIntents}
                    loadSynonymGroups={loadSynonymGroups}
                    onPhrasing={(intent) =>
                      run(group, async () =>
                        (await addPhrasing(intent.id, group.examples[0]!)) === 'added'
                          ? {
                              tone: 'positive',
                              text: `Ajoutée aux formulations de « ${intent.name} » : publiez l’intention pour que l’assistant l’apprenne.`,
                            }
                          : {tone: 'caution', text: `« ${intent.name} » a déjà cette formulation.`},
                      )
                    }
                    onSynonym={(target, term) =>
                      run(group, async () =>
                        (await addSynonym(target, term)) === 'added'
                          ? {
                              tone: 'positive',
                              text: `« ${term} » ajouté aux synonymes : publiez « Synonymes de recherche » pour l’appliquer.`,
                            }
                          : {tone: 'caution', text: `Ce groupe contient déjà « ${term} ».`},
                      )
                    }
                    onDelete={() => void remove(group)}
                  />
                ))}
              </Stack>
            </>
          )}
        </Stack>
      </Box>
    </Container>
  )
}

interface MissGroupCardProps {
  group: MissGroup
  open: 'intent' | 'synonym' | 'delete' | null
  status: Status | undefined
  onToggle(panel: 'intent' | 'synonym' | 'delete'): void
  loadIntents(): Promise<IntentChoice[]>
  loadSynonymGroups(): Promise<SynonymGroupChoice[]>
  onPhrasing(intent: IntentChoice): void
  onSynonym(target: SynonymTarget, term: string): void
  onDelete(): void
}

function MissGroupCard({
  group,
  open,
  status,
  onToggle,
  loadIntents,
  loadSynonymGroups,
  onPhrasing,
  onSynonym,
  onDelete,
}: MissGroupCardProps) {
  const reasons = [
    group.refusals ? plural(group.refusals, 'sans réponse', 'sans réponse') : '',
    group.unhelpful ? plural(group.unhelpful, 'réponse jugée inutile', 'réponses jugées inutiles') : '',
  ].filter(Boolean)
  return (
    <Card as="li" padding={4} radius={2} shadow={1} data-miss-group={group.id}>
      <Stack space={4}>
        <Flex align="center" gap={2} wrap="wrap">
          <Badge tone="primary">{plural(group.count, 'fois', 'fois')}</Badge>
          <Text size={1} muted>
            {group.count > 1 ? `Du ${day(group.firstSeen)} au ${day(group.lastSeen)}` : `Le ${day(group.lastSeen)}`} ·{' '}
            {reasons.join(', ')}
          </Text>
        </Flex>
        <Stack as="ul" space={2} style={{margin: 0, paddingLeft: '1.25em'}}>
          {group.examples.map((example) => (
            <Text as="li" key={example}>
              « {example} »
            </Text>
          ))}
        </Stack>
        <Flex gap={2} wrap="wrap">
          <Button
            icon={AddIcon}
            mode={open === 'intent' ? 'default' : 'ghost'}
            text="Ajouter comme formulation d’une intention"
            aria-expanded={open === 'intent'}
            onClick={() => onToggle('intent')}
          />
          <Button
            icon={AddIcon}
            mode={open === 'synonym' ? 'default' : 'ghost'}
            text="Ajouter comme synonyme"
            aria-expanded={open === 'synonym'}
            onClick={() => onToggle('synonym')}
          />
          <Button
            icon={TrashIcon}
            mode="ghost"
            tone="critical"
            text="Supprimer"
            aria-expanded={open === 'delete'}
            onClick={() => onToggle('delete')}
          />
        </Flex>
        {open === 'intent' ? (
          <IntentPicker example={group.examples[0]!} load={loadIntents} onPick={onPhrasing} />
        ) : null}
        {open === 'synonym' ? (
          <SynonymPicker initialTerm={group.terms.join(' ')} load={loadSynonymGroups} onPick={onSynonym} />
        ) : null}
        {open === 'delete' ? (
          <Card padding={3} radius={2} tone="critical" border>
            <Flex align="center" gap={3} wrap="wrap">
              <Box flex={1}>
                <Text>
                  Supprimer {group.count > 1 ? `ces ${group.count} questions` : 'cette question'} ? Rien ne pourra les
                  rétablir.
                </Text>
              </Box>
              <Button tone="critical" text="Confirmer la suppression" onClick={onDelete} />
            </Flex>
          </Card>
        ) : null}
        <Box role="status">
          {status ? (
            <Card padding={3} radius={2} tone={status.tone}>
              <Text size={1}>{status.text}</Text>
            </Card>
          ) : null}
        </Box>
      </Stack>
    </Card>
  )
}

/** Loads what a picker offers when it opens. */
function useChoices<T>(load: () => Promise<T[]>) {
  const [choices, setChoices] = useState<
    {state: 'loading'} | {state: 'failed'; message: string} | {state: 'ready'; items: T[]}
  >({state: 'loading'})
  useEffect(() => {
    let current = true
    load().then(
      (items) => current && setChoices({state: 'ready', items}),
      (error: unknown) => current && setChoices({state: 'failed', message: message(error)}),
    )
    return () => {
      current = false
    }
  }, [load])
  return choices
}

function Choices<T>({
  choices,
  empty,
  children,
}: {
  choices: ReturnType<typeof useChoices<T>>
  empty: string
  children: (items: T[]) => ReactNode
}) {
  if (choices.state === 'loading') return <Spinner muted />
  if (choices.state === 'failed') return <Text size={1}>{choices.message}</Text>
  return choices.items.length ? <>{children(choices.items)}</> : <Text size={1}>{empty}</Text>
}

function IntentPicker({
  example,
  load,
  onPick,
}: {
  example: string
  load(): Promise<IntentChoice[]>
  onPick(intent: IntentChoice): void
}) {
  const choices = useChoices(load)
  const [filter, setFilter] = useState('')
  return (
    <Card padding={3} radius={2} tone="transparent" border>
      <Stack space={3}>
        <Text size={1}>Choisissez l’intention à laquelle ajouter « {example} » (dans son brouillon) :</Text>
        <TextInput
          aria-label="Filtrer les intentions"
          placeholder="Filtrer les intentions"
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
        />
        <Choices choices={choices} empty="Aucune intention : créez-en une dans Réglages › Intentions de l’assistant.">
          {(intents) => (
            <Stack
              as="ul"
              space={1}
              style={{margin: 0, padding: 0, listStyle: 'none', maxHeight: '16rem', overflowY: 'auto'}}
              aria-label="Intentions"
            >
              {intents
                .filter((intent) => intent.name.toLocaleLowerCase('fr').includes(filter.trim().toLocaleLowerCase('fr')))
                .map((intent) => (
                  <li key={intent.id}>
                    <Button
                      mode="bleed"
                      justify="flex-start"
                      width="fill"
                      text={intent.name}
                      onClick={() => onPick(intent)}
                    />
                  </li>
                ))}
            </Stack>
          )}
        </Choices>
      </Stack>
    </Card>
  )
}

function SynonymPicker({
  initialTerm,
  load,
  onPick,
}: {
  initialTerm: string
  load(): Promise<SynonymGroupChoice[]>
  onPick(target: SynonymTarget, term: string): void
}) {
  const choices = useChoices(load)
  const [term, setTerm] = useState(initialTerm)
  const [other, setOther] = useState('')
  const ready = term.trim() !== ''
  return (
    <Card padding={3} radius={2} tone="transparent" border>
      <Stack space={3}>
        <Stack space={2}>
          <Text size={1} weight="semibold">
            Terme du visiteur
          </Text>
          <TextInput
            aria-label="Terme du visiteur"
            value={term}
            maxLength={60}
            onChange={(event) => setTerm(event.currentTarget.value)}
          />
        </Stack>
        <Text size={1}>Ajoutez-le à un groupe de synonymes (dans le brouillon de « Synonymes de recherche ») :</Text>
        <Choices choices={choices} empty="Aucun groupe de synonymes pour le moment.">
          {(groups) => (
            <Stack
              as="ul"
              space={1}
              style={{margin: 0, padding: 0, listStyle: 'none', maxHeight: '16rem', overflowY: 'auto'}}
              aria-label="Groupes de synonymes"
            >
              {groups.map((group) => (
                <li key={group.key}>
                  <Button
                    mode="bleed"
                    justify="flex-start"
                    width="fill"
                    disabled={!ready}
                    text={group.terms.join(' ↔ ')}
                    onClick={() => onPick({groupKey: group.key}, term)}
                  />
                </li>
              ))}
            </Stack>
          )}
        </Choices>
        <Flex gap={2} align="center" wrap="wrap">
          <Box flex={1}>
            <TextInput
              aria-label="Synonyme d’un nouveau groupe"
              placeholder="ou un nouveau groupe avec le terme…"
              value={other}
              maxLength={60}
              onChange={(event) => setOther(event.currentTarget.value)}
            />
          </Box>
          <Button
            text="Créer le groupe"
            mode="ghost"
            disabled={!ready || other.trim() === ''}
            onClick={() => onPick({newGroupWith: other}, term)}
          />
        </Flex>
      </Stack>
    </Card>
  )
}
