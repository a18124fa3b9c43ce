/** Section 9: component defaults. */
export const BUTTON_SIZES = ['xs', 'sm', 'md', 'lg'] as const
export const BUTTON_KINDS = ['primary', 'secondary', 'ghost', 'theme'] as const
export const DEFAULT_BUTTON_SIZE = 'lg'
export const DEFAULT_CARD_TITLE_LEVEL = 2
export const DEFAULT_ACCORDION_HEADING_LEVEL = 3
export const TEXTAREA_ROWS = 4
