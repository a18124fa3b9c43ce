import {readFile} from 'node:fs/promises'
import path from 'node:path'

import {avatarArchivePath} from '@parlia/schemas/routes'
import {buildFileUrl, parseFileAssetId} from '@sanity/asset-utils'
import type {NextApiRequest, NextApiResponse} from 'next'

import {fetchContent} from '../../content/fetch'
import {avatarArchiveFileQuery} from '../../content/queries'
import {publicEnv} from '../../platform/env/public'
import {serverEnv} from '../../platform/env/server'
import {archiveLabel} from './avatarModel'

/** The « Tout télécharger » link of an avatar page: where the ZIP is, the name it downloads under, its label. */
export interface ArchiveLink {
  href: string
  filename: string
  label: string
}

type ArchiveField = {
  bytes: number | null
  url: string | null
  ref: string | null
} | null

/**
 * On Sanity, the CDN's file (`dl` names the download, as `download` is ignored across origins); on the
 * bundled dataset, whose files are never public, the site's own route serving that one ZIP.
 */
export function archiveLink(archive: ArchiveField, avatarId: string): ArchiveLink | null {
  if (!archive?.ref) return null
  const filename = `${avatarId}-avatars.zip`
  const label = archiveLabel(archive.bytes)
  const {sanity} = serverEnv
  if (!sanity) return {href: avatarArchivePath(avatarId), filename, label}
  const {projectId, dataset} = sanity
  const url = new URL(
    archive.url ??
      buildFileUrl(parseFileAssetId(archive.ref), {
        projectId,
        dataset,
        baseUrl: publicEnv.sanityImageHost,
      }),
  )
  url.searchParams.set('dl', filename)
  return {href: url.toString(), filename, label}
}

/** What content:art writes: a content-addressed ZIP directly under files/, nothing else is ever served. */
const ARCHIVE_PATH = /^files\/[a-f0-9]{40}\.zip$/

/** GET /api/avatars/[avatarId]/archive: the avatar's ZIP from the bundled dataset (404 on Sanity: its CDN serves it). */
export async function archiveRoute(request: NextApiRequest, response: NextApiResponse) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD')
    return response.status(405).end()
  }
  const avatarId = typeof request.query.avatarId === 'string' ? request.query.avatarId : ''
  const file = serverEnv.sanity ? null : await fetchContent(avatarArchiveFileQuery, {avatarId})
  if (typeof file !== 'string' || !ARCHIVE_PATH.test(file))
    return response.status(404).json({error: 'Archive introuvable'})
  const body = await readFile(path.join(/* turbopackIgnore: true */ serverEnv.contentDir, file))
  response.setHeader('Content-Type', 'application/zip')
  response.setHeader('Content-Disposition', `attachment; filename="${avatarId}-avatars.zip"`)
  response.setHeader('Cache-Control', 'public, max-age=300')
  response.setHeader('Content-Length', body.length)
  return request.method === 'HEAD' ? response.end() : response.end(body)
}
