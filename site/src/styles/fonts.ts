import localFont from 'next/font/local'

/** Inter, self-hosted from @fontsource: nothing is fetched at build or run time. */
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  fallback: ['system-ui', 'Segoe UI', 'Arial', 'sans-serif'],
})
