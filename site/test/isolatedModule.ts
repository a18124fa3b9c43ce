/**
 * A fresh instance of a module, as Next.js loads one for its API routes and another for its pages:
 * `load` requires it (`() => jest.requireActual('./module')`, resolved from the caller's file).
 */
export function isolatedModule<T>(load: () => T): T {
  let loaded!: T
  jest.isolateModules(() => {
    loaded = load()
  })
  return loaded
}
