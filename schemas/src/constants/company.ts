/** Sections 1 and 9. */
export const COMPANY_FACTS = {
  city: 'Lyon',
  foundedYear: 2018,
  staff: 20,
  organisationsServed: 100,
  minimumAge: 18,
} as const
