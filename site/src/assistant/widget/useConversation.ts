import {useCallback, useEffect, useRef, useState} from 'react'
import useSWRMutation from 'swr/mutation'

import {ASSISTANT_ENDPOINTS} from '../contract'
import type {AssistantRequest} from '../request'
import {type Answer, historyOf, loadTurns, pendingQuestion, saveTurns, type Turn} from './conversation'
import {ask, AskError, INTERRUPTED_MESSAGE, UNAVAILABLE_MESSAGE} from './stream'

interface AskArg {
  body: AssistantRequest
  onText: (text: string) => void
  signal: AbortSignal
}

/** Where the latest question stands: answered (idle), its answer arriving, or failed with the visitor's message. */
export type Progress = {state: 'idle'} | {state: 'streaming'; text: string} | {state: 'failed'; message: string}

/**
 * The conversation: its turns (kept in the tab's sessionStorage), the answer streaming in, and the failure of the
 * last question with a retry. A question is sent once: a failed one is re-sent only when the visitor asks.
 */
export function useConversation() {
  const [turns, setTurns] = useState<Turn[]>(loadTurns)
  // A question left without its answer by a reload is offered again rather than sent behind the visitor's back.
  const [progress, setProgress] = useState<Progress>(() =>
    pendingQuestion(turns) ? {state: 'failed', message: INTERRUPTED_MESSAGE} : {state: 'idle'},
  )
  const controller = useRef<AbortController | null>(null)
  const {trigger} = useSWRMutation(ASSISTANT_ENDPOINTS.ask, (url: string, {arg}: {arg: AskArg}) =>
    ask(url, arg.body, arg.onText, arg.signal),
  )

  useEffect(() => saveTurns(turns), [turns])
  useEffect(() => () => controller.current?.abort(), [])

  /** Sends the last turn, a question, with the turns before it. */
  const send = useCallback(
    async (conversation: Turn[]) => {
      const question = conversation.at(-1)!
      const current = new AbortController()
      controller.current = current
      setProgress({state: 'streaming', text: ''})
      try {
        const reply = await trigger({
          body: {question: question.content, history: historyOf(conversation.slice(0, -1))},
          onText: (text) => {
            if (!current.signal.aborted) setProgress({state: 'streaming', text})
          },
          signal: current.signal,
        })
        if (current.signal.aborted) return
        const {answer: content, ...rest} = reply
        const answer: Answer = {role: 'assistant', content, ...rest}
        setTurns([...conversation, answer])
        setProgress({state: 'idle'})
      } catch (error) {
        if (current.signal.aborted) return
        setProgress({state: 'failed', message: error instanceof AskError ? error.message : UNAVAILABLE_MESSAGE})
      }
    },
    [trigger],
  )

  const busy = progress.state === 'streaming'

  const askQuestion = (question: string) => {
    if (busy) return
    const conversation: Turn[] = [
      ...(pendingQuestion(turns) ? turns.slice(0, -1) : turns),
      {role: 'user', content: question},
    ]
    setTurns(conversation)
    void send(conversation)
  }

  const retry = () => {
    if (!busy && pendingQuestion(turns)) void send(turns)
  }

  const restart = () => {
    controller.current?.abort()
    setTurns([])
    setProgress({state: 'idle'})
  }

  /** Records what the visitor said of an answer: their vote, or their choice to send the question to the team. */
  const mark = (index: number, verdict: Pick<Answer, 'helpful'> | Pick<Answer, 'sentToTeam'>) =>
    setTurns((current) =>
      current.map((turn, at) => (at === index && turn.role === 'assistant' ? {...turn, ...verdict} : turn)),
    )

  const rate = (index: number, helpful: boolean | undefined) => mark(index, {helpful})
  const sendToTeam = (index: number, sentToTeam: boolean) => mark(index, {sentToTeam})

  return {turns, progress, busy, askQuestion, retry, restart, rate, sendToTeam}
}
