/** Apart from the route map, which every page's first load carries: only the forms' pages and the server read these. */

/** The API endpoint of each form (spec section 5); the keys name the forms everywhere else. */
export const formEndpoints = {
  contact: '/api/forms/contact',
  demo: '/api/forms/demo',
  contentRequest: '/api/forms/content-request',
} as const
