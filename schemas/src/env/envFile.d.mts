export declare function withEnvFile(file: string, env?: NodeJS.ProcessEnv): Record<string, string | undefined>
