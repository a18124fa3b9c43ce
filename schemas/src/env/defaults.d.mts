export declare const LOCAL_PROJECT_ID: string
export declare const DEFAULT_DATASET: string
export declare const DEFAULT_SITE_URL: string
export declare const projectApiHost: (projectId: string) => string
