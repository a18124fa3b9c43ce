// ml-logistic-regression ships no types: the part of its API npm run tune:assistant uses.
declare module 'ml-logistic-regression' {
  import type {Matrix} from 'ml-matrix'

  export default class LogisticRegression {
    constructor(options: {numSteps: number; learningRate: number})
    train(features: Matrix, classes: Matrix): void
    classifiers: {weights: Matrix}[]
  }
}
