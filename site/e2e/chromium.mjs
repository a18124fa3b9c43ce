import {existsSync} from 'node:fs'

/** Debian's Chromium, which Lighthouse drives (bench:lighthouse); CHROMIUM_PATH overrides it. Playwright never downloads a browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/**
 * What the end-to-end specs drive: Debian's headless shell (package chromium-headless-shell), the same Blink without
 * the browser's own interface. The full browser builds a window with its WebUI toolbar for every test's context,
 * which cost about 2.5 s of CPU each and made the suite CPU-bound on two cores. Without the shell, the full browser.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell'

export const E2E_BROWSER_PATH = existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH

export const chromiumInstalled = () => existsSync(E2E_BROWSER_PATH)
