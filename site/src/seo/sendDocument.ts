import type {ServerResponse} from 'node:http'

/**
 * Answers a request for a non-HTML document (the feed, the sitemap, robots.txt) from a page's
 * getServerSideProps: the body is written here, and the page component renders nothing.
 */
export function sendDocument(res: ServerResponse, document: {contentType: string; cacheControl: string; body: string}) {
  res.setHeader('Content-Type', document.contentType)
  res.setHeader('Cache-Control', document.cacheControl)
  res.end(document.body)
  return {props: {}}
}
