import type {GetServerSideProps} from 'next'

import {publicEnv} from '../env/public'
import {robotsTxt} from '../seo/robots'

/** /robots.txt, written from the configured origin so the sitemap's address is absolute. */
export const getServerSideProps: GetServerSideProps = async ({res}) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Cache-Control', 'public, s-maxage=86400, stale-while-revalidate')
  res.end(robotsTxt(publicEnv.siteUrl))
  return {props: {}}
}

/** Never rendered: the response is written above. */
export default function Robots() {
  return null
}
