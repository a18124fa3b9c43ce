import path from 'node:path'

import {loadEnvConfig} from '@next/env'
import type {NextConfig} from 'next'

import {readPublicEnv} from './src/platform/env/public'
import {repositoryRoot} from './src/platform/env/repositoryRoot'
import {readServerEnv} from './src/platform/env/serverSchema'
import {distDirName} from './src/platform/isrCache/distDir'
import {configuredPolicy} from './src/platform/security/policyOptions'
import {pagedListRewrite} from './src/features/listings/pageRewrite'
import {sectorRewrites} from './src/features/resources/sectorRewrites'
import {seoDocumentRewrite} from './src/platform/seo/documentPaths'
import {queryPageRewrites} from './src/platform/routing/queryPageRewrites'
import {headerRules} from './src/platform/security/securityHeaders'

const root = repositoryRoot(__dirname)
// One `.env` for the whole monorepo, at its root.
loadEnvConfig(root)
// Build, start and dev refuse an invalid variable here, with its name, before serving anything.
const serverEnv = readServerEnv(process.env)

/** next/image optimises the image CDN's files (`NEXT_PUBLIC_SANITY_IMAGE_HOST`, Sanity's by default). */
const imageHost = new URL(
  readPublicEnv({NEXT_PUBLIC_SANITY_IMAGE_HOST: process.env.NEXT_PUBLIC_SANITY_IMAGE_HOST}).sanityImageHost,
)

/**
 * The bound of Next's in-memory copy of the pages, counted as Next counts it (characters of a page's HTML and of its
 * data's JSON). Every page is on disk as well, where a page the memory lost is read back from. Next's default, 50 MB,
 * filled with the long tail of a large site and held 101 MB of heap (1,015 pages, bench:scale at 100×); this much
 * keeps the pages read most, those of the menus, in memory.
 */
const PAGES_MEMORY_CACHE_BYTES = 16 * 1024 * 1024

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Lets several production builds live side by side (parallel local test runs).
  distDir: distDirName(),
  poweredByHeader: false,
  // Every build runs after the site's typecheck task (site/turbo.json: \`tsc --noEmit\`, the same tsconfig), so Next's
  // own pass over the same files is skipped: it took 25 to 45 s of each CI build.
  typescript: {ignoreBuildErrors: true},
  // `next start` reads this file too: with REDIS_URL set when a server starts, regenerated pages live in Redis and no
  // instance keeps its own copy in memory (src/platform/isrCache/). Without it, Next's own file-system and memory cache, and no
  // handler: Next imports a configured handler again on every request (a tenth of a page's throughput, measured).
  ...(serverEnv.redisUrl
    ? {cacheHandler: path.join(__dirname, 'src/platform/isrCache/handler.cjs'), cacheMaxMemorySize: 0}
    : {cacheMaxMemorySize: PAGES_MEMORY_CACHE_BYTES}),
  // @parlia/schemas, @parlia/search and @parlia/documents ship TypeScript sources; next-sanity/image imports
  // 'next/image' without an extension.
  transpilePackages: ['@parlia/schemas', '@parlia/search', '@parlia/documents', 'next-sanity'],
  // The French dictionary, a JSON array of 336,000 words, which Node requires at run time as a plain array
  // (src/assistant/language/dictionary.ts). pdfkit (@parlia/documents' PDFs) loads its fonts' metrics through a
  // createRequire of its own file and its colour profile from its own folder, which a bundle would break; Next's
  // default list does not name it.
  serverExternalPackages: ['an-array-of-french-words', 'pdfkit'],
  images: {
    remotePatterns: [
      {
        protocol: imageHost.protocol === 'http:' ? 'http' : 'https',
        hostname: imageHost.hostname,
        port: imageHost.port,
        pathname: '/images/**',
      },
    ],
    localPatterns: [{pathname: '/content/images/**'}],
  },
  turbopack: {
    root,
    // React 19 has the hook the shim backfills for older Reacts (src/platform/bundling/useSyncExternalStore.ts).
    resolveAlias: {
      'use-sync-external-store/shim': './src/platform/bundling/useSyncExternalStore.ts',
      'use-sync-external-store/shim/index.js': './src/platform/bundling/useSyncExternalStore.ts',
    },
    rules: {
      // The server's configuration holds secrets: browser code that imports it fails the build.
      '*': {
        condition: {all: ['browser', {path: /[\\/]src[\\/]platform[\\/]env[\\/]server\.ts$/}]},
        loaders: [
          {
            loader: path.join(__dirname, 'src/platform/env/refuseInBrowser.cjs'),
            options: {
              message:
                'src/platform/env/server.ts holds server secrets and cannot reach the browser (see the Browser import trace): ' +
                'read serverEnv in getStaticProps, API routes or other server code, and publicEnv (src/platform/env/public.ts) in components.',
            },
          },
        ],
      },
    },
  },
  // An ISR page's Cache-Control is `s-maxage=<revalidate>, stale-while-revalidate=<expireTime - revalidate>`: a
  // shared cache may serve a page up to a day old while it fetches the new one, not a year (Next's default).
  expireTime: 86_400,
  async headers() {
    // Every response, pages included, with the same headers for every visitor (src/platform/security/securityHeaders.ts).
    return headerRules(configuredPolicy(process.env))
  },
  async rewrites() {
    return {
      beforeFiles: [
        // One sector's customer cases, ?secteur=<slug> (src/features/resources/), before the paged lists' rule.
        ...sectorRewrites(),
        // A paged list's /<address>?page=N is served by the static page /<address>/page/N (src/features/listings/).
        pagedListRewrite(),
        // The connector catalogue, the FAQ and the savings calculator: a static page without a query, one rendered on
        // request with one (src/platform/routing/queryPageRewrites.ts).
        ...queryPageRewrites(),
        // robots.txt, the sitemap and the feed are written by an API route (src/platform/seo/documentPaths.ts).
        seoDocumentRewrite(),
      ],
    }
  },
}

export default nextConfig
