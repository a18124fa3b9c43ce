/** The variables of site/package.json's `start` script (`VARIABLE=value … next start`), as the shell expands them. */
export function startScriptEnv(): Record<string, string>
