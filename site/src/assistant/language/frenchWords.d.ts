declare module 'an-array-of-french-words' {
  const words: string[]
  export default words
}
