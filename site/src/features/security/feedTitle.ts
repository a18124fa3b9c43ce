/** The sub-processors' feed's name: in the page's head, beside the history, and in the feed itself. */
export const SUB_PROCESSORS_FEED_TITLE = 'Changements de sous-traitants'
