/**
 * The shopper's words as search compares them: lower case, single spaces, and the spellings people
 * mix up made one ("co-ord", "co ord" → "coord"; "pajama" → "pyjama"). The database normalises the
 * products the same way (normalisedSql in the server's schema); "nighty/nightie/nighties" and
 * "kurti/kurtis" meet through English stemming.
 */
export function normaliseSearchText(q: string): string {
  return q
    .toLowerCase()
    .replace(/\bco[\s-]?ord/g, 'coord')
    .replace(/pajama/g, 'pyjama')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a query as search matches them, at most eight ("Pink nig'" → ["pink", "nig"]). */
export function searchWords(q: string): string[] {
  return (normaliseSearchText(q).match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** Suggestions start from this many characters. */
export const SUGGEST_MIN_CHARS = 2;
