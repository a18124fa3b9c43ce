import {localLakeApiHost, localLakeOptions} from './options'

describe('the Studio on the local Content Lake', () => {
  it('calls the lake, signs in on its login page, and turns off what only Sanity’s hosted services provide', () => {
    const options = localLakeOptions('https://localhost:3334')
    expect(options.apiHost).toBe('https://localhost:3334')
    expect(options.auth).toEqual({
      loginMethod: 'token',
      mode: 'replace',
      providers: [{name: 'local', title: 'Éditeur local', url: 'https://localhost:3334/auth/login'}],
    })
    for (const feature of [
      options.tasks,
      options.releases,
      options.scheduledPublishing,
      options.scheduledDrafts,
      options.announcements,
      options.mediaLibrary,
      options.apps.canvas,
    ]) {
      expect(feature).toEqual({enabled: false})
    }
  })

  it('takes the address `npm run dev` gives, else the page’s own origin (a Studio the lake serves itself)', () => {
    expect(localLakeApiHost('https://localhost:3334')).toBe('https://localhost:3334')
    expect(localLakeApiHost(undefined)).toBe(window.location.origin)
  })
})
