export declare const CHROMIUM_PATH: string
export declare const HEADLESS_SHELL_PATH: string
export declare const E2E_BROWSER_PATH: string
export declare function chromiumInstalled(): boolean
