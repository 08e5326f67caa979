/**
 * The product page's note on a hygiene item (ADR 0027), in a module of its own: the product page's
 * first script takes this one text, not the other return texts.
 */
export const returnProductHygieneNote =
  'For hygiene reasons this piece cannot be returned or exchanged; it is replaced if it arrives damaged.';
