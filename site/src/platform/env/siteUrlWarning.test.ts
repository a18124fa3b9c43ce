/** @jest-environment node */
import {logger} from '../logging/logger'
import {warnWithoutSiteUrl} from './siteUrlWarning'

describe('a production start without NEXT_PUBLIC_SITE_URL', () => {
  const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined)
  beforeEach(() => warn.mockClear())

  it('warns that canonical links, the feed and the sitemap point at http://localhost:3000', () => {
    warnWithoutSiteUrl('http://localhost:3000')
    expect(warn).toHaveBeenCalledTimes(1)
    const [fields, message] = warn.mock.calls[0] as unknown as [object, string]
    expect(fields).toEqual({event: 'config.site_url_missing', siteUrl: 'http://localhost:3000'})
    expect(message).toMatch(/NEXT_PUBLIC_SITE_URL.*canonical links.*RSS feed.*sitemap point at http:\/\/localhost:3000/)
  })

  it('says nothing when the site has its public address', () => {
    warnWithoutSiteUrl('https://www.parlia.fr')
    expect(warn).not.toHaveBeenCalled()
  })
})
