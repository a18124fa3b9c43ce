/**
 * The site's compliance with the RGAA: change it with the first audit's result. Every page's footer
 * shows it, so it lives apart from the statement's other facts, which only its page needs.
 */
export const ACCESSIBILITY_STATUS = 'partiellement conforme'
