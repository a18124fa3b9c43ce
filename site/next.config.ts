import path from 'node:path'

import {loadEnvConfig} from '@next/env'
import type {NextConfig} from 'next'

// One `.env` for the whole monorepo, at its root.
loadEnvConfig(path.resolve(__dirname, '..'))

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // @parlia/schemas ships TypeScript sources; next-sanity/image imports 'next/image' without an extension.
  transpilePackages: ['@parlia/schemas', 'next-sanity'],
  images: {
    remotePatterns: [{protocol: 'https', hostname: 'cdn.sanity.io', pathname: '/images/**'}],
    localPatterns: [{pathname: '/content/images/**'}],
  },
  turbopack: {root: path.resolve(__dirname, '..')},
}

export default nextConfig
