/** The other facts of the accessibility statement (RGAA model). */
export const ACCESSIBILITY_STATEMENT = {
  rgaaVersion: '4.1.2',
  /** When the statement was written (YYYY-MM-DD). */
  establishedOn: '2026-11-22',
  technologies: ['HTML5', 'CSS', 'JavaScript', 'WAI-ARIA', 'React', 'Next.js'],
  tools: [
    'axe-core (règles WCAG 2.2 de niveaux A et AA), à chaque modification du site',
    'Lighthouse',
    'Navigation au clavier',
  ],
  testEnvironment: ['Chromium (le moteur de Google Chrome et de Microsoft Edge) sur ordinateur de bureau, sous Linux'],
} as const
