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

/**
 * Hindi (Devanagari) and Hinglish spellings of the shop's words, read as the English word before
 * anything else (ADR 0029): "नाइटी" and "naiti" search as "nighty", "नाइट सूट" as "night suit". Keys are
 * written without the nukta (ज़ → ज), which shoppers type or leave out alike.
 */
export const SEARCH_TRANSLITERATIONS: Readonly<Record<string, string>> = {
  नाइटी: 'nighty',
  नाईटी: 'nighty',
  नाइटि: 'nighty',
  नाइटीज: 'nighty',
  नाइटियाँ: 'nighty',
  नाइटियां: 'nighty',
  नाइट: 'night',
  सूट: 'suit',
  नाइटसूट: 'night suit',
  नाइटड्रेस: 'nightdress',
  ड्रेस: 'dress',
  गाउन: 'gown',
  पजामा: 'pyjama',
  पायजामा: 'pyjama',
  पाजामा: 'pyjama',
  पैजामा: 'pyjama',
  कुर्ती: 'kurti',
  कुरती: 'kurti',
  कुर्तियाँ: 'kurti',
  कुर्तियां: 'kurti',
  कुर्ता: 'kurta',
  काफ्तान: 'kaftan',
  कफ्तान: 'kaftan',
  रोब: 'robe',
  लाउंज: 'lounge',
  सेट: 'set',
  कोऑर्ड: 'coord',
  मैटरनिटी: 'maternity',
  फीडिंग: 'feeding',
  शॉर्ट्स: 'shorts',
  कॉटन: 'cotton',
  सूती: 'cotton',
  रेयॉन: 'rayon',
  रेयान: 'rayon',
  साटन: 'satin',
  सैटिन: 'satin',
  होजरी: 'hosiery',
  naiti: 'nighty',
  naity: 'nighty',
  naitee: 'nighty',
  nightee: 'nighty',
  nity: 'nighty',
  nightsuit: 'night suit',
  payjama: 'pyjama',
  paijama: 'pyjama',
  pyjami: 'pyjama',
  payjami: 'pyjama',
  kurtee: 'kurti',
  kurthi: 'kurti',
  kurtie: 'kurti',
  kaftaan: 'kaftan',
  suti: 'cotton',
};

/** Each Devanagari or Hinglish word of the shopper's text as the shop's English word (plural -s/-es too). */
function transliterate(text: string): string {
  return text
    .replace(/\u093C/g, '')
    .split(' ')
    .map((token) => {
      const word = token.replace(/^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, '');
      const english =
        SEARCH_TRANSLITERATIONS[word] ??
        (/^[a-z]+s$/.test(word) ? SEARCH_TRANSLITERATIONS[word.slice(0, -1)] : undefined);
      return english ?? token;
    })
    .join(' ');
}

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
  let text = normaliseSearchText(transliterate(normaliseSearchText(q)));
  for (const [phrase, joined] of PHRASES) text = text.replace(phrase, joined);
  return (text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [])
    .slice(0, 8)
    .map((word) => ({ word, alternatives: alternativesOf(word) }));
}
