import { normaliseSearchText } from './search.rules.ts';

/**
 * Words shoppers type for what the shop names otherwise, each searched as itself or any of its
 * alternatives ("night dress" finds the nighties). Only words of nightwear the shop can sell: a
 * word whose alternatives the catalogue does not hold simply finds nothing, and the no-result
 * page offers the closest subcategories instead.
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  nightdress: ['nighty'],
  nightgown: ['nighty', 'gown'],
  nightshirt: ['nighty'],
  sleepshirt: ['nighty'],
  pj: ['pyjama'],
  kurta: ['kurti'],
  kurti: ['kurta'],
  caftan: ['kaftan'],
  housecoat: ['robe'],
  dressinggown: ['robe'],
  loungewear: ['lounge'],
};

/** Two-word names shoppers type apart, joined so the table above can map them ("night dress" → "nightdress"). */
const PHRASES: [RegExp, string][] = [
  [/\bnight[\s-]?(dress|gown|shirt)/g, 'night$1'],
  [/\bsleep[\s-]shirt/g, 'sleepshirt'],
  [/\bdressing[\s-]gown/g, 'dressinggown'],
  [/\bhouse[\s-]coat/g, 'housecoat'],
  [/\blounge[\s-]wear/g, 'loungewear'],
];

/** The alternatives of one word, its plural read as the singular ("nightdresses", "pjs", "kurtis"). */
function alternativesOf(word: string): readonly string[] {
  return (
    SEARCH_SYNONYMS[word] ?? SEARCH_SYNONYMS[word.replace(/e?s$/, '')] ?? SEARCH_SYNONYMS[word.replace(/s$/, '')] ?? []
  );
}

export type SearchTerm = { word: string; alternatives: readonly string[] };

/** The shopper's words as search matches them, at most eight, each with the shop's words for it. */
export function searchTerms(q: string): SearchTerm[] {
  let text = normaliseSearchText(q);
  for (const [phrase, joined] of PHRASES) text = text.replace(phrase, joined);
  return (text.match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, 8)
    .map((word) => ({ word, alternatives: alternativesOf(word) }));
}
