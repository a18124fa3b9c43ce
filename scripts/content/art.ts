import {generateArt} from '../art/generate'
import {runCommand} from './cli'
import {readDataset, removeUnreferencedAssets, writeDataset} from './dataset'
import {CONTENT_DIR} from './env'

/** `npm run content:art`: (re)draws the generated artwork of the bundled dataset. Idempotent. */
runCommand(async () => {
  const documents = readDataset(CONTENT_DIR)
  const {generated, kept} = await generateArt(CONTENT_DIR, documents)
  writeDataset(CONTENT_DIR, documents)
  const removed = removeUnreferencedAssets(CONTENT_DIR, documents)
  console.log(`Artwork: ${generated} drawn, ${kept} editor images kept, ${removed} unreferenced files removed.`)
})
