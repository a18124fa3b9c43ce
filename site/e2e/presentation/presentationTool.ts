import {type ChannelInstance, createConnectionMachine, createController} from '@sanity/comlink'
import {
  createCompatibilityActors,
  type VisualEditingControllerMsg,
  type VisualEditingNodeMsg,
} from '@sanity/presentation-comlink'

import type {PresentationStandIn, Received} from './protocol'

// The browser side of the Studio's Presentation tool, bundled for the stand-in's page (studio.ts): it frames
// `?preview=<url>` and speaks to the page's `visual-editing` node as `sanity`'s own tool does
// (lib/_chunks-es/PresentationToolGrantsCheck.js): a controller on the frame's window once it has loaded, a
// `presentation` channel with heartbeats and the compatibility actors, the same messages and payloads.

type Channel = ChannelInstance<VisualEditingControllerMsg, VisualEditingNodeMsg>

const preview = new URL(new URLSearchParams(location.search).get('preview') ?? '', location.href)
const frame = document.createElement('iframe')
frame.title = 'Aperçu'
let channel: Channel | null = null

const standIn: PresentationStandIn = {
  status: 'idle',
  received: [],
  opened: null,
  refreshAfterMutation(document) {
    if (!channel) throw new Error('The preview has not loaded yet')
    // livePreviewEnabled is true only with a loader or preview-kit connected; the site has neither.
    channel.post('presentation/refresh', {source: 'mutation', livePreviewEnabled: false, document})
  },
}
window.presentation = standIn

function connect(target: Window): Channel {
  const controller = createController({targetOrigin: preview.origin})
  controller.addTarget(target)
  const connection = controller.createChannel<VisualEditingControllerMsg, VisualEditingNodeMsg>(
    {name: 'presentation', heartbeat: true, connectTo: 'visual-editing'},
    createConnectionMachine<VisualEditingControllerMsg, VisualEditingNodeMsg>().provide({
      actors: createCompatibilityActors<VisualEditingControllerMsg>(),
    }),
  )
  connection.onStatus(({status}) => {
    standIn.status = status
  })
  const receive = (message: Received) => {
    standIn.received.push(message)
  }
  // A click on an overlay: the Studio opens that document's field, then tells the page which one is focused.
  connection.on('visual-editing/focus', (node) => {
    receive({type: 'visual-editing/focus', data: node})
    if (!('id' in node)) return
    standIn.opened = {id: node.id, type: node.type, path: node.path}
    connection.post('presentation/focus', {id: node.id, path: node.path})
  })
  connection.on('visual-editing/navigate', (data) => receive({type: 'visual-editing/navigate', data}))
  connection.on('visual-editing/meta', (data) => receive({type: 'visual-editing/meta', data}))
  connection.on('visual-editing/toggle', (data) => receive({type: 'visual-editing/toggle', data}))
  connection.on('visual-editing/documents', (data) => receive({type: 'visual-editing/documents', data}))
  connection.on('visual-editing/refreshing', (data) => receive({type: 'visual-editing/refreshing', data}))
  connection.on('visual-editing/refreshed', (data) => receive({type: 'visual-editing/refreshed', data}))
  // The page's requests, answered as the Studio answers them in its default (drafts) perspective.
  connection.on('visual-editing/fetch-perspective', () => ({perspective: 'drafts' as const}))
  connection.on('visual-editing/features', () => ({features: {optimistic: true}}))
  connection.on('visual-editing/shared-state', () => ({state: {}}))
  connection.start()
  return connection
}

frame.addEventListener(
  'load',
  () => {
    if (frame.contentWindow) channel = connect(frame.contentWindow)
  },
  {once: true},
)
frame.src = preview.href
document.body.append(frame)
