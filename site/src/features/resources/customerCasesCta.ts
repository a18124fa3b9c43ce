/** The call to action closing the customer cases' listing and each story. */
export const CUSTOMER_CASES_CTA = {
  title: 'Et si le prochain cas client, c’était vous ?',
  text: 'Parlons de vos questions les plus fréquentes et des résultats que vous visez.',
} as const
