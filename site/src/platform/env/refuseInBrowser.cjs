// A webpack loader that Turbopack runs on a server-only module reached from browser code (next.config.ts):
// the build fails with the loader's message and the import trace that reached the module.
module.exports = function refuseInBrowser() {
  throw new Error(this.getOptions().message)
}
