// `npm run typegen`, first step: writes src/features/home/sections/generated/ from the sections' registry (the page's
// query, the component drawing the sections, the Studio's fields). `--check` fails when a committed file differs.
import {mkdir, readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'

import {generatedFiles} from '../src/features/home/sections/generate'
import {HOME_SECTIONS} from '../src/features/home/sections/registry'

const GENERATED = path.resolve(__dirname, '..', 'src', 'features', 'home', 'sections', 'generated')

async function main() {
  const files = Object.entries(generatedFiles(HOME_SECTIONS))
  if (process.argv.includes('--check')) {
    const stale: string[] = []
    for (const [name, text] of files) {
      if ((await readFile(path.join(GENERATED, name), 'utf8').catch(() => null)) !== text) stale.push(name)
    }
    if (stale.length === 0) return
    console.error(
      `Out of date with the home page's sections: ${stale.map((name) => path.join(GENERATED, name)).join(', ')}`,
    )
    console.error('Run `npm run typegen` and commit the result.')
    process.exitCode = 1
    return
  }
  await mkdir(GENERATED, {recursive: true})
  for (const [name, text] of files) await writeFile(path.join(GENERATED, name), text)
  console.log(`Wrote ${files.length} files to ${path.relative(process.cwd(), GENERATED)}`)
}

void main()
