import type {GetServerSideProps} from 'next'

import {publicEnv} from '../env/public'
import {robotsTxt} from '../seo/robots'
import {sendDocument} from '../seo/sendDocument'

/** /robots.txt, written from the configured origin so the sitemap's address is absolute. */
export const getServerSideProps: GetServerSideProps = async ({res}) =>
  sendDocument(res, {
    contentType: 'text/plain; charset=utf-8',
    cacheControl: 'public, s-maxage=86400, stale-while-revalidate',
    body: robotsTxt(publicEnv.siteUrl),
  })

/** Never rendered: getServerSideProps writes the response. */
export default function Robots() {
  return null
}
