import {existsSync} from 'node:fs'

/** Debian's Chromium; CHROMIUM_PATH overrides it. Playwright never downloads a browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const chromiumInstalled = () => existsSync(CHROMIUM_PATH)
