import localFont from 'next/font/local'

/**
 * Inter, self-hosted: nothing is fetched at build or run time. The file is generated before every build and dev
 * server by scripts/subset-font.ts from @fontsource-variable/inter's latin file, cut to the characters of French text
 * and to the weights the CSS uses (still a variable font); what it covers is checked by scripts/subset-font.test.ts.
 */
export const inter = localFont({
  src: './generated/inter-fr-wght.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  fallback: ['system-ui', 'Segoe UI', 'Arial', 'sans-serif'],
})
